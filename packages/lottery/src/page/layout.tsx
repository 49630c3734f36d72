import { vars } from '@site/theme';
import styled from 'styled-components';

/**
 * The lottery pages' grid. The shell's `<main>` already wraps the route, so this is a plain
 * `div`. The main column (title, frame, cards, draws) comes first in the document and on narrow
 * screens, then the quick bet, then the side column (popular games, menu): content that loads
 * late never sits above the frame on a phone (ADR 0087). From 1100 px the areas are placed
 * side | main | aside.
 */
export const PageGrid = styled.div`
  display: grid;
  gap: ${vars.space.md};
  max-width: ${vars.size.contentMax};
  margin: 0 auto;
  padding: ${vars.space.md};
  color: ${vars.color.text};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'main' 'aside' 'side';
  @media (min-width: 1100px) {
    grid-template-columns: 240px minmax(0, 1fr) 300px;
    grid-template-areas: 'side main aside';
  }
`;

export const Column = styled.div`
  display: grid;
  gap: ${vars.space.md};
  align-content: start;
  min-width: 0;
`;

export const MainColumn = styled(Column)`
  grid-area: main;
`;

export const SideColumn = styled(Column)`
  grid-area: side;
`;

export const AsideColumn = styled(Column)`
  grid-area: aside;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.size2xl};
  font-family: ${vars.font.familyHeading};
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export const ModeBadge = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;
