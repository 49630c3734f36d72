import type { Country } from '@site/api-core/catalogue';
import { localeOf } from '@site/i18n';
import { SelectField } from '@site/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialingCountriesQuery } from '../auth-api';
import { checkField, LOGIN_FIELD_RULES } from '../rules/field-rules';

/** The flag of an ISO 3166 alpha-2 code as regional-indicator letters (`TH` gives 🇹🇭). */
export function flagOf(countryCode: string): string {
  if (!/^[A-Za-z]{2}$/.test(countryCode)) return '';
  return String.fromCodePoint(
    ...[...countryCode.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65),
  );
}

/** The countries a user may pick: their code passes the `countryDialingCode` rule (1 to 3 digits). */
export function selectableCountries(countries: readonly Country[]): Country[] {
  return countries.filter(
    (country) =>
      checkField(LOGIN_FIELD_RULES.countryDialingCode, country.countryDialingCode).status ===
      'right',
  );
}

export interface DialingCodeSelectProps {
  /** The dialing code sent with the mobile number (digits, no `+`); empty sends none. */
  value: string;
  onValueChange: (code: string) => void;
  /** A rule failure to show under the field (`error_country_code_limit`). */
  error?: string;
  /** Preferred country when several share the code (the site's `countryCode`). */
  countryCode?: string | null;
  name?: string;
}

const NONE = '';
const OTHER = '__other';

/**
 * The country dialing-code selector of the SMS login and the mobile registration: a native
 * `<select>` (keyboard and screen-reader support for free) fed by `GET /wps/system/country`
 * (cached), each option the flag, `+code` and the country's name in the site language. The value
 * not in the list (the site default while the list loads, or a code the list lacks) stays
 * selectable as `+code`.
 */
export function DialingCodeSelect({
  value,
  onValueChange,
  error,
  countryCode,
  name = 'countryDialingCode',
}: DialingCodeSelectProps) {
  const { t, i18n } = useTranslation('auth');
  const { data } = useDialingCountriesQuery();
  const countries = useMemo(() => selectableCountries(data ?? []), [data]);
  const [picked, setPicked] = useState<string | null>(countryCode ?? null);
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([localeOf(i18n.language)], { type: 'region' });
    } catch {
      return null;
    }
  }, [i18n.language]);

  const matching = countries.filter((country) => country.countryDialingCode === value);
  const selected =
    matching.find((country) => country.countryCode === picked) ?? matching[0] ?? undefined;
  const selectValue = value === '' ? NONE : selected ? selected.countryCode : OTHER;

  const nameOf = (code: string) => {
    try {
      return names?.of(code.toUpperCase()) ?? code;
    } catch {
      return code;
    }
  };

  return (
    <SelectField
      label={t('dialing_code')}
      name={name}
      value={selectValue}
      error={error}
      onValueChange={(choice) => {
        if (choice === NONE) return onValueChange('');
        if (choice === OTHER) return;
        const country = countries.find((candidate) => candidate.countryCode === choice);
        if (!country) return;
        setPicked(country.countryCode);
        onValueChange(country.countryDialingCode);
      }}
    >
      <option value={NONE}>{t('dialing_code_none')}</option>
      {selectValue === OTHER ? <option value={OTHER}>{`+${value}`}</option> : null}
      {countries.map((country) => (
        <option key={country.countryCode} value={country.countryCode}>
          {`${flagOf(country.countryCode)} +${country.countryDialingCode} ${nameOf(country.countryCode)}`}
        </option>
      ))}
    </SelectField>
  );
}
