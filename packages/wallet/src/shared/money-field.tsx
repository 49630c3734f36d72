import { useMoneyFormat } from '@site/api-core';
import { TextField } from '@site/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { normaliseMoneyInput, parseMoney } from '../rules/money-rules';

export interface MoneyFieldProps {
  label?: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * An amount typed in the site's money format: only digits, the currency's group separator and
 * one decimal separator with two decimals are kept; on blur the amount is shown grouped.
 */
export function MoneyField({
  label,
  value,
  onValueChange,
  error,
  hint,
  disabled,
}: MoneyFieldProps) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { currency, format } = useMoneyFormat();
  return (
    <TextField
      label={label ?? t('amount')}
      inputMode="decimal"
      autoComplete="off"
      placeholder={t('amount_placeholder')}
      value={value}
      disabled={disabled}
      error={error}
      hint={hint}
      onValueChange={(next) => onValueChange(normaliseMoneyInput(next, currency))}
      onBlur={() => {
        const amount = parseMoney(value, currency);
        if (amount !== null) onValueChange(format(amount));
      }}
    />
  );
}
