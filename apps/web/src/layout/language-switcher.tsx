import { LANGUAGE_NAMES, type LanguageCode } from '@site/i18n';
import { SelectField } from '@site/ui';
import { useTranslation } from 'react-i18next';

export interface LanguageSwitcherProps {
  languages: readonly LanguageCode[];
  current: LanguageCode;
  onChange: (language: LanguageCode) => void;
}

/** Shown only when the merchant offers more than one language. */
export function LanguageSwitcher({ languages, current, onChange }: LanguageSwitcherProps) {
  const { t } = useTranslation('common');
  if (languages.length <= 1) return null;
  return (
    <SelectField
      label={t('language')}
      hideLabel
      size="sm"
      value={current}
      onValueChange={(value) => {
        const language = languages.find((code) => code === value);
        if (language) onChange(language);
      }}
    >
      {languages.map((code) => (
        <option key={code} value={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </SelectField>
  );
}
