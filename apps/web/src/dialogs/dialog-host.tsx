import {
  DialogOpenerProvider,
  type DialogOpener,
  type DialogProps,
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
import { useComposedSite } from '../shell/shell-context';

/** Where a dialog id goes when no feature contributed that dialog (the routes of section 2). */
export const DIALOG_ROUTE_FALLBACK: Readonly<Record<string, string>> = {
  login: '/login',
  register: '/register',
};

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
  id: string;
  params: unknown;
}

/** Mounts the site-wide dialogs features contribute and implements `useDialogs()`. */
export function DialogHost({ children }: { children: ReactNode }) {
  const site = useComposedSite();
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenDialog[]>([]);
  const opener = useMemo<DialogOpener>(
    () => ({
      open(id, params) {
        if (site.dialogs.has(id)) {
          setOpen((list) => [...list.filter((entry) => entry.id !== id), { id, params }]);
          return;
        }
        const fallback = DIALOG_ROUTE_FALLBACK[id];
        if (fallback) {
          const next =
            typeof params === 'object' && params !== null && 'next' in params
              ? String((params as { next: unknown }).next)
              : undefined;
          void navigate(next ? `${fallback}?next=${encodeURIComponent(next)}` : fallback);
        } else {
          console.warn(`[site] no feature contributes the dialog "${id}"`);
        }
      },
      close(id) {
        setOpen((list) => list.filter((entry) => entry.id !== id));
      },
    }),
    [site.dialogs, navigate],
  );
  return (
    <DialogOpenerProvider opener={opener}>
      {children}
      {open.map((entry) => {
        const dialog = site.dialogs.get(entry.id);
        if (!dialog) return null;
        const Component = componentOf(dialog);
        return (
          <Suspense key={entry.id} fallback={null}>
            <Component params={entry.params} onClose={() => opener.close(entry.id)} />
          </Suspense>
        );
      })}
    </DialogOpenerProvider>
  );
}
