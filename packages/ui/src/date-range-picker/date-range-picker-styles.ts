import { vars } from '@site/theme';
import styled, { css } from 'styled-components';
import { focusRing } from '../styles/focus-ring';
import { FieldRoot } from '../text-field/field-parts';

// The picker's styled components, shared by the picker and its parts. They stay in one file and
// in this order on purpose: styled-components numbers components in the order they are created,
// and that number makes their class names and the order of their CSS rules.

export const Root = styled(FieldRoot)`
  position: relative;
  display: inline-flex;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  min-height: 2.5em;
  padding: 0 ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  cursor: pointer;
  ${focusRing}
`;

export const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${vars.space.xs});
  left: 0;
  z-index: ${vars.layer.floating};
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  min-width: 18rem;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.xs};
`;

export const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`;

const small = css`
  padding: ${vars.space.xxs} ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.sizeSm};
  cursor: pointer;
  ${focusRing}

  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

export const SmallButton = styled.button`
  ${small}
`;

export const NavButton = styled.button`
  ${small}
  display: inline-flex;
  align-items: center;
  padding: ${vars.space.xxs};
`;

export const Grid = styled.table`
  border-collapse: collapse;
  width: 100%;
  text-align: center;
  font-size: ${vars.font.sizeSm};

  th {
    padding: ${vars.space.xxs};
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weightRegular};
  }

  td {
    padding: 1px;
  }
`;

export const Day = styled.button<{ $selected: boolean; $inRange: boolean }>`
  width: 2.25em;
  height: 2.25em;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: ${(p) =>
    p.$selected ? vars.color.brand : p.$inRange ? vars.color.surfaceSunken : 'transparent'};
  color: ${(p) => (p.$selected ? vars.color.onBrand : vars.color.text)};
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &[aria-disabled='true'] {
    color: ${vars.color.textMuted};
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
`;
