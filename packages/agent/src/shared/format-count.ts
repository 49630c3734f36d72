/** Whole numbers (counts) grouped like money (zh), without decimals; anything else reads "-". */
const countFormat = new Intl.NumberFormat('zh', { maximumFractionDigits: 0 });
export const formatCount = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? countFormat.format(value) : '-';
