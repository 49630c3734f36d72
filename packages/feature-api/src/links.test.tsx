import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  createLinkRef,
  LinkResolverProvider,
  useLink,
  type LinkResolver,
  type LinkRef,
} from './links';

function LinkProbe({ linkRef }: { linkRef: LinkRef }) {
  const link = useLink(linkRef);
  if (!link) return <span>unbound</span>;
  return (
    <button type="button" onClick={link.open}>
      {link.href ?? link.target.kind}
    </button>
  );
}

describe('useLink', () => {
  const deposit = createLinkRef('promo.deposit');
  const optional = createLinkRef('promo.optional', { optional: true });

  it('resolves a bound link to the shell target', () => {
    const open = vi.fn();
    const resolver: LinkResolver = {
      resolve: (ref) =>
        ref === deposit
          ? { target: { kind: 'route', to: '/deposit' }, href: '/deposit', open }
          : undefined,
    };
    render(
      <LinkResolverProvider resolver={resolver}>
        <LinkProbe linkRef={deposit} />
      </LinkResolverProvider>,
    );
    screen.getByRole('button', { name: '/deposit' }).click();
    expect(open).toHaveBeenCalledOnce();
  });

  it('renders nothing bound for an unbound optional link', () => {
    render(
      <LinkResolverProvider resolver={{ resolve: () => undefined }}>
        <LinkProbe linkRef={optional} />
      </LinkResolverProvider>,
    );
    expect(screen.getByText('unbound')).toBeInTheDocument();
  });

  it('throws for an unbound required link', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <LinkResolverProvider resolver={{ resolve: () => undefined }}>
          <LinkProbe linkRef={deposit} />
        </LinkResolverProvider>,
      ),
    ).toThrow('The link "promo.deposit" is not bound by the shell');
  });
});
