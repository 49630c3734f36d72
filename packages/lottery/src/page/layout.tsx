import { vars } from '@site/theme';
import styled from 'styled-components';

export const PageGrid = styled.main`
  display: grid;
  gap: ${vars.space.md};
  max-width: ${vars.size.contentMax};
  margin: 0 auto;
  padding: ${vars.space.md};
  color: ${vars.color.text};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1100px) {
    grid-template-columns: 240px minmax(0, 1fr) 300px;
  }
`;

export const Column = styled.div`
  display: grid;
  gap: ${vars.space.md};
  align-content: start;
  min-width: 0;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.size2xl};
  font-family: ${vars.font.familyHeading};
`;

export const ModeBadge = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;
