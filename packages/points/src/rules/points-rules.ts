import type { RewardItem } from '@site/api-core/catalogue';
import dayjs from 'dayjs';
import { POINTS_LIMITS } from '../constants';

/** Languages that read the Chinese names (`chineseName`, `nameCn`); ADR 0100. */
const CHINESE_LANGUAGES = new Set(['CN', 'TW']);

export const readsChinese = (language: string): boolean =>
  CHINESE_LANGUAGES.has(language.toUpperCase());

/** Section 4: items and types use `name` or `chineseName` by language. */
export function localName(
  entry: { name?: unknown; chineseName?: unknown },
  language: string,
): string {
  const name = typeof entry.name === 'string' ? entry.name : '';
  const chinese = typeof entry.chineseName === 'string' ? entry.chineseName : '';
  return readsChinese(language) ? chinese || name : name || chinese;
}

/** Section 3: point transactions use `nameCn` or `nameEn` by language. */
export function transactionName(
  entry: { nameCn?: unknown; nameEn?: unknown },
  language: string,
): string {
  const cn = typeof entry.nameCn === 'string' ? entry.nameCn : '';
  const en = typeof entry.nameEn === 'string' ? entry.nameEn : '';
  return readsChinese(language) ? cn || en : en || cn;
}

/** Section 4: 3 items per category, 7 when one type is selected, 1000 after "more". */
export function visibleCount(options: { typeSelected: boolean; more: boolean }): number {
  if (options.more) return POINTS_LIMITS.afterMore;
  return options.typeSelected ? POINTS_LIMITS.perSelectedType : POINTS_LIMITS.perCategory;
}

/** A points price exists when `price` is a positive number. */
export function hasPointsPrice(item: Pick<RewardItem, 'price'>): boolean {
  return typeof item.price === 'number' && Number.isFinite(item.price) && item.price > 0;
}

/** Section 5: without a points price only points plus money (PM) is offered. */
export function redeemTypesOffered(item: Pick<RewardItem, 'price'>): ('P' | 'PM')[] {
  return hasPointsPrice(item) ? ['P', 'PM'] : ['PM'];
}

/** Section 4: money is shown beside the points when `displayPointMoneyAmt` is Y. */
export const showsMoney = (item: Pick<RewardItem, 'displayPointMoneyAmt'>): boolean =>
  item.displayPointMoneyAmt === 'Y';

export const inventoryOf = (item: Pick<RewardItem, 'inventory'>): number =>
  typeof item.inventory === 'number' && Number.isFinite(item.inventory)
    ? Math.max(0, Math.floor(item.inventory))
    : 0;

/**
 * Section 5: quantity at least 1 and at most the inventory; non-numeric input clears.
 * Returns the text the field shows.
 */
export function normaliseQuantity(raw: string, inventory: number): string {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return '';
  const value = Number(text);
  if (inventory < POINTS_LIMITS.minimum) return '';
  return String(Math.min(Math.max(value, POINTS_LIMITS.minimum), inventory));
}

/** Section 5: submit is disabled when inventory is empty. */
export const canSubmitRedeem = (inventory: number, quantity: string): boolean =>
  inventory >= POINTS_LIMITS.minimum && quantity !== '';

export interface PhoneRule {
  minLength: number;
  maxLength: number;
}

/** Registration's own default for mobileNum when the server sends none (account-access.md). */
export const DEFAULT_PHONE_RULE: PhoneRule = { minLength: 10, maxLength: 16 };

/** The phone rule from the registration settings' mobileNum field (section 5). */
export function phoneRuleFrom(settings: unknown): PhoneRule {
  const fields =
    typeof settings === 'object' && settings !== null && 'fields' in settings
      ? (settings as { fields: unknown }).fields
      : null;
  const list = Array.isArray(fields) ? (fields as unknown[]) : [];
  const mobile = list.find(
    (field): field is { key: string; minLength?: unknown; maxLength?: unknown } =>
      typeof field === 'object' &&
      field !== null &&
      (field as { key?: unknown }).key === 'mobileNum',
  );
  const min =
    typeof mobile?.minLength === 'number' ? mobile.minLength : DEFAULT_PHONE_RULE.minLength;
  const max =
    typeof mobile?.maxLength === 'number' ? mobile.maxLength : DEFAULT_PHONE_RULE.maxLength;
  return { minLength: min, maxLength: Math.max(min, max) };
}

export interface RedeemInput {
  line: string;
  password: string;
  name: string;
  address: string;
  phone: string;
}

export type RedeemField = keyof RedeemInput;

/** The `errors` namespace keys of section 5, per field. */
export type RedeemErrors = Partial<Record<RedeemField, string>>;

/**
 * Section 5, redeem: line only if configured (enter_line); password (br_enter_moneypwd); name
 * (br_enter_plname); address (br_enter_getaddree); phone (br_enter_cphone), starting numeric and
 * within the mobileNum lengths (br_enright_cphone).
 */
export function validateRedeem(
  input: RedeemInput,
  options: { lineRequired: boolean; phone: PhoneRule },
): RedeemErrors {
  const errors: RedeemErrors = {};
  if (options.lineRequired && input.line.trim() === '') errors.line = 'enter_line';
  if (input.password === '') errors.password = 'br_enter_moneypwd';
  if (input.name.trim() === '') errors.name = 'br_enter_plname';
  if (input.address.trim() === '') errors.address = 'br_enter_getaddree';
  const phone = input.phone.trim();
  if (phone === '') errors.phone = 'br_enter_cphone';
  else if (
    !/^\d/.test(phone) ||
    phone.length < options.phone.minLength ||
    phone.length > options.phone.maxLength
  )
    errors.phone = 'br_enright_cphone';
  return errors;
}

/** Section 3: remarks are label:value of line, name, mobile and address (ADR 0101). */
export function joinRemarks(parts: readonly { label: string; value: string }[]): string {
  return parts.map((part) => `${part.label}:${part.value.trim()}`).join(';');
}

/** Section 5, convert: amount at least 1, reset to 1 on blur. */
export function amountOnBlur(raw: string): string {
  const value = Math.floor(Number(raw.trim()));
  return raw.trim() !== '' && Number.isFinite(value) && value >= POINTS_LIMITS.minimum
    ? String(value)
    : String(POINTS_LIMITS.minimum);
}

/** Section 5, convert: amount at least 1 and a password, else br_sqmypaur_twtjtu. */
export function validateConvert(amount: string, password: string): string | null {
  const value = Number(amount.trim());
  if (amount.trim() === '' || !Number.isFinite(value) || value < POINTS_LIMITS.minimum)
    return 'br_sqmypaur_twtjtu';
  if (password === '') return 'br_sqmypaur_twtjtu';
  return null;
}

/** Section 3: ratios shown as percent with 2 decimals. */
export function asPercent(ratio: unknown): string {
  const value = typeof ratio === 'number' ? ratio : Number(ratio);
  if (ratio === null || ratio === undefined || ratio === '' || !Number.isFinite(value)) return '-';
  return `${(value * 100).toFixed(2)}%`;
}

/** Section 5: the end date adds 86399000 ms. */
export const END_OF_DAY_MS = 86_399_000;
const WIRE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Section 5: a date range for the platform; the end date adds 86399000 ms. */
export function wireRange(range: { start: string; end: string }): { start: string; end: string } {
  const start = dayjs(range.start).startOf('day');
  const end = dayjs(range.end).startOf('day').add(END_OF_DAY_MS, 'millisecond');
  return { start: start.format(WIRE_FORMAT), end: end.format(WIRE_FORMAT) };
}

/** Decodes a paged answer defensively. */
export function pageOf<T>(value: unknown): { content: T[]; totalPages: number } {
  if (typeof value !== 'object' || value === null) return { content: [], totalPages: 0 };
  const page = value as { content?: unknown; totalPages?: unknown };
  const content = Array.isArray(page.content) ? (page.content as T[]) : [];
  const totalPages =
    typeof page.totalPages === 'number' && Number.isFinite(page.totalPages) ? page.totalPages : 0;
  return { content, totalPages };
}

/** The slide (S) and main (M) images of an item (section 3). */
export function imagesOf(item: Pick<RewardItem, 'merchandiseImages' | 'imageLink'>): {
  slides: string[];
  main: string | null;
} {
  const list = Array.isArray(item.merchandiseImages) ? item.merchandiseImages : [];
  const urls = (type: 'S' | 'M') =>
    list
      .filter((image) => image && image.type === type && typeof image.imageUrl === 'string')
      .map((image) => image.imageUrl);
  const main = urls('M')[0] ?? (typeof item.imageLink === 'string' ? item.imageLink : null);
  return { slides: urls('S'), main: main || null };
}
