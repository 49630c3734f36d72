import { vars } from '@site/theme';
import { focusRing } from '@site/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { GamesVendor } from '../games-api';

/** The dialog's code (and the list calls) load on the first click, not with the home page. */
const GameListDialog = lazy(async () => ({
  default: (await import('./game-list-dialog')).GameListDialog,
}));

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  padding: 0;
  border: none;
  border-radius: ${vars.radius.sm};
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

export interface VendorListButtonProps {
  vendor: GamesVendor;
  /** The vendor's category page, for the dialog's "More". */
  morePath: string;
  /** What the item shows (the vendor's icon and name); it names the button. */
  children: ReactNode;
}

/**
 * A home tile's vendor item: opens the vendor's games in the game popup list (10 a page; ADR
 * 0078). The button is named by what it shows, the vendor's name.
 */
export function VendorListButton({ vendor, morePath, children }: VendorListButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Trigger type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {children}
      </Trigger>
      {open ? (
        <Suspense fallback={null}>
          <GameListDialog vendor={vendor} morePath={morePath} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
