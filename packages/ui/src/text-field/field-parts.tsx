import { vars } from '@site/theme';
import styled from 'styled-components';

/** Label, hint and error pieces shared by TextField, PasswordField and Checkbox. */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineHeight};
  color: ${vars.color.text};
`;

export const FieldLabel = styled.label`
  font-weight: ${vars.font.weightMedium};
  color: ${vars.color.text};
`;

export const RequiredMark = styled.span.attrs({ 'aria-hidden': true })`
  margin-inline-start: ${vars.space.xxs};
  color: ${vars.color.danger};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.danger};

  &:empty {
    display: none;
  }
`;

/** Joins the ids that describe a control, skipping empty ones; undefined when none. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
