import type { TFunction } from 'i18next';
import type { ContractEntry } from '../rules/contract-rules';
import { isKnownProductType } from '../rules/format-rules';

const PERIODS = ['HALF_MONTH', 'MONTH', 'WEEK', 'DAY'];

/** A product type in the reader's language; unknown codes are shown as sent. */
export function productLabel(t: TFunction, productType: unknown): string {
  if (isKnownProductType(productType)) return t(`product_${productType}`);
  return typeof productType === 'string' && productType ? productType : '-';
}

export function periodLabel(t: TFunction, period: unknown): string {
  if (typeof period === 'string' && PERIODS.includes(period)) return t(`period_${period}`);
  return typeof period === 'string' && period ? period : '-';
}

export function statusLabel(t: TFunction, status: string): string {
  return ['P', 'E', 'V', 'C', 'A', 'R'].includes(status) ? t(`status_${status}`) : status;
}

/** "Dividend contract (Live casino, Half month)", "Daily salary contract #1234". */
export function contractTitle(t: TFunction, entry: ContractEntry): string {
  const kind = t(`kind_${entry.kind}`);
  switch (entry.kind) {
    case 'dividend':
      return `${kind} (${productLabel(t, entry.contract.productType)}, ${periodLabel(t, entry.contract.computationPeriod)})`;
    case 'dailySalary':
      return `${kind} #${entry.contract.id}`;
    case 'hourSalary':
    case 'realTimeSalary':
      return `${kind} #${entry.contract.contractId}`;
  }
}
