import { LANGUAGE_NAMES, type LanguageCode } from '@site/i18n';
import { vars } from '@site/theme';
import { focusRing } from '@site/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Select = styled.select`
  min-height: 36px;
  padding: 0 ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  ${focusRing}
`;

const Label = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export interface LanguageSwitcherProps {
  languages: readonly LanguageCode[];
  current: LanguageCode;
  onChange: (language: LanguageCode) => void;
}

/** Shown only when the merchant offers more than one language. */
export function LanguageSwitcher({ languages, current, onChange }: LanguageSwitcherProps) {
  const { t } = useTranslation('common');
  const id = useId();
  if (languages.length <= 1) return null;
  return (
    <>
      <Label htmlFor={id}>{t('language')}</Label>
      <Select id={id} value={current} onChange={(event) => onChange(event.target.value as LanguageCode)}>
        {languages.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </Select>
    </>
  );
}
