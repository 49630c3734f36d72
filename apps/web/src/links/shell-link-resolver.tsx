import {
  LinkResolverProvider,
  useDialogs,
  type LinkBindings,
  type LinkResolver,
  type LinkTarget,
} from '@site/feature-api';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCentreControl } from '../centre/centre-control';
import { useCustomerService } from '../customer-service/use-customer-service';

/** Keeps route links on this origin: only paths beginning with a single `/`. */
export function isOnOriginPath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\');
}

/** Resolves the feature links bound in features.ts to navigation, centre pages, dialogs or customer service. */
export function ShellLinkResolver({
  bindings,
  children,
}: {
  bindings: LinkBindings;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const centre = useCentreControl();
  const customerService = useCustomerService();
  const resolver = useMemo<LinkResolver>(() => {
    const follow = (target: LinkTarget) => {
      switch (target.kind) {
        case 'route':
          if (isOnOriginPath(target.to)) void navigate(target.to);
          return;
        case 'memberCentre':
          centre.open('member', target.page);
          return;
        case 'agentCentre':
          centre.open('agent', target.page);
          return;
        case 'dialog':
          dialogs.open(target.dialog, target.params);
          return;
        case 'customerService':
          customerService.open();
      }
    };
    return {
      resolve(ref) {
        const target = bindings.get(ref);
        if (!target) return undefined;
        return {
          target,
          href: target.kind === 'route' && isOnOriginPath(target.to) ? target.to : undefined,
          open: () => follow(target),
        };
      },
    };
  }, [bindings, navigate, dialogs, centre, customerService]);
  return <LinkResolverProvider resolver={resolver}>{children}</LinkResolverProvider>;
}
