import { memo } from 'react';
import styled, { keyframes } from 'styled-components';
import {
  Actions,
  Body,
  ButtonBlock,
  Card,
  LineBlock,
  Name,
  Picture,
  Vendor,
} from './game-tile-styles';

const pulse = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Shape = styled(Card)`
  animation: ${pulse} 0.9s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const BLANK = '\u00a0';

/**
 * A game tile's stand-in while the games load: the tile's own parts (square picture box, one
 * line of name, one of vendor, the play and free-trial row) with blank text, so it has the tile's
 * size in every skin, language and width and nothing moves when the games arrive (ADR 0077).
 * Decorative: the grid says that it is loading. Memoized: while the grid draws its tiles batch by
 * batch, the stand-ins still waiting are not rendered again with each batch.
 */
export const GameTileSkeleton = memo(function GameTileSkeleton() {
  return (
    <Shape as="div" aria-hidden="true">
      <Picture />
      <Body>
        <Name as="div">
          <LineBlock $width="75%">{BLANK}</LineBlock>
        </Name>
        <Vendor as="div">
          <LineBlock $width="40%">{BLANK}</LineBlock>
        </Vendor>
        <Actions>
          <ButtonBlock>{BLANK}</ButtonBlock>
          <ButtonBlock>{BLANK}</ButtonBlock>
        </Actions>
      </Body>
    </Shape>
  );
});
