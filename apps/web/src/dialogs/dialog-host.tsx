import {
  DialogOpenerProvider,
  type DialogOpener,
  type DialogProps,
  type DialogRef,
  type FeatureDialog,
} from '@site/feature-api';
import {
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { useShell } from '../shell/shell-context';
import { PartBoundary } from '../composition/part-boundary';

const components = new WeakMap<FeatureDialog, LazyExoticComponent<ComponentType<DialogProps>>>();

function componentOf(dialog: FeatureDialog) {
  let component = components.get(dialog);
  if (!component) {
    component = lazy(() => dialog.lazy().then((module) => ({ default: module.Component })));
    components.set(dialog, component);
  }
  return component;
}

interface OpenDialog {
  ref: DialogRef<unknown>;
  params: unknown;
}

const nextOf = (params: unknown): string | undefined =>
  typeof params === 'object' && params !== null && 'next' in params && params.next
    ? String(params.next)
    : undefined;

/** Mounts the site-wide dialogs features contribute and implements `useDialogs()`. */
export function DialogHost({ children }: { children: ReactNode }) {
  const { site, dialogRefs } = useShell();
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenDialog[]>([]);
  const opener = useMemo<DialogOpener>(() => {
    // Sign-in and registration have routes too (section 2): without their dialog, go there.
    const fallback = new Map<DialogRef<unknown>, string>([
      [dialogRefs.login, '/login'],
      [dialogRefs.register, '/register'],
    ]);
    return {
      open(ref, params) {
        if (site.dialogs.has(ref)) {
          setOpen((list) => [...list.filter((entry) => entry.ref !== ref), { ref, params }]);
          return;
        }
        const route = fallback.get(ref);
        if (route) {
          const next = nextOf(params);
          void navigate(next ? `${route}?next=${encodeURIComponent(next)}` : route);
        } else {
          console.warn(`[site] no feature contributes the dialog "${ref.id}"`);
        }
      },
      close(ref) {
        setOpen((list) => list.filter((entry) => entry.ref !== ref));
      },
    };
  }, [site.dialogs, dialogRefs, navigate]);
  return (
    <DialogOpenerProvider opener={opener}>
      {children}
      {open.map((entry) => {
        const dialog = site.dialogs.get(entry.ref);
        if (!dialog) return null;
        const Component = componentOf(dialog);
        return (
          <Suspense key={entry.ref.id} fallback={null}>
            <PartBoundary
              name={`the dialog ${entry.ref.id}`}
              quiet
              onFailure={() => opener.close(entry.ref)}
            >
              <Component params={entry.params} onClose={() => opener.close(entry.ref)} />
            </PartBoundary>
          </Suspense>
        );
      })}
    </DialogOpenerProvider>
  );
}
