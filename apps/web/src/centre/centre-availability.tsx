import type { CentrePage } from '@site/feature-api';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { availablePages, type PageAvailability } from './centre-gating';

interface ProbeProps {
  id: string;
  onAnswer: (id: string, available: boolean | undefined) => void;
}

const useUnknown = (): boolean | undefined => undefined;

const probes = new WeakMap<CentrePage, LazyExoticComponent<ComponentType<ProbeProps>>>();
/** A component that calls the page's loaded `useAvailable` hook and reports each answer. */
function probeOf(page: CentrePage, load: NonNullable<CentrePage['available']>) {
  let probe = probes.get(page);
  if (!probe) {
    probe = lazy(async () => {
      // A hook that fails to load leaves the page hidden, like data that failed.
      const { useAvailable } = await load().catch(() => ({ useAvailable: useUnknown }));
      function AvailabilityProbe({ id, onAnswer }: ProbeProps) {
        const available = useAvailable();
        useEffect(() => onAnswer(id, available), [id, available, onAnswer]);
        return null;
      }
      return { default: AvailabilityProbe };
    });
    probes.set(page, probe);
  }
  return probe;
}

/**
 * The data-aware part of a centre's menu (ADR 0199): every page with an `available` hook is
 * probed (its hook loads lazily), and listed only while it answers `true`. `probes` must be
 * rendered for the answers to arrive; it renders nothing visible.
 */
export function useAvailablePages(pages: readonly CentrePage[]): {
  pages: CentrePage[];
  probes: ReactNode;
} {
  const [answers, setAnswers] = useState<PageAvailability>({});
  const onAnswer = useCallback(
    (id: string, available: boolean | undefined) =>
      setAnswers((current) =>
        current[id] === available ? current : { ...current, [id]: available },
      ),
    [],
  );
  const listed = useMemo(() => availablePages(pages, answers), [pages, answers]);
  const probeNodes = pages.map((page) => {
    if (!page.available) return null;
    const Probe = probeOf(page, page.available);
    return (
      <Suspense key={page.id} fallback={null}>
        <Probe id={page.id} onAnswer={onAnswer} />
      </Suspense>
    );
  });
  return { pages: listed, probes: probeNodes };
}
