import { vars } from '@site/theme';
import styled from 'styled-components';

/** The vertical stack of a form's fields and actions. */
export const FormStack = styled.form`
  display: grid;
  gap: ${vars.space.xs};
  width: 100%;
`;

/** A row of secondary links or buttons (register, forgot password). */
export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space.sm};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

/** A button that looks like a link (for actions that open dialogs). */
export const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${vars.color.brand};
  font: inherit;
  cursor: pointer;
  text-decoration: underline;
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

/** A form-level message (server refusal, rule failure); announced to screen readers. */
export const FormMessage = styled.p<{ $tone?: 'danger' | 'success' }>`
  margin: 0;
  min-height: 1.4em;
  font-size: ${vars.font.sizeSm};
  color: ${(p) => (p.$tone === 'success' ? vars.color.success : vars.color.danger)};
`;
