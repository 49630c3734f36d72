import { PlatformError } from './envelope';

/** Field rules for a payload. Values arrive as JSON values or as strings (query, form). */
export type FieldRule =
  | {
      kind: 'string';
      required?: boolean;
      min?: number;
      max?: number;
      pattern?: RegExp;
      oneOf?: readonly string[];
    }
  | { kind: 'int'; required?: boolean; min?: number; max?: number }
  | { kind: 'number'; required?: boolean; min?: number; max?: number }
  | { kind: 'bool'; required?: boolean }
  | { kind: 'list'; required?: boolean; max?: number; item?: 'string' | 'number' }
  | { kind: 'object'; required?: boolean };

export type Schema = Readonly<Record<string, FieldRule>>;

type Opt<R> = Omit<R, 'kind'>;
export const str = (rule: Opt<Extract<FieldRule, { kind: 'string' }>> = {}): FieldRule => ({
  kind: 'string',
  ...rule,
});
export const int = (rule: Opt<Extract<FieldRule, { kind: 'int' }>> = {}): FieldRule => ({
  kind: 'int',
  ...rule,
});
export const num = (rule: Opt<Extract<FieldRule, { kind: 'number' }>> = {}): FieldRule => ({
  kind: 'number',
  ...rule,
});
export const bool = (rule: Opt<Extract<FieldRule, { kind: 'bool' }>> = {}): FieldRule => ({
  kind: 'bool',
  ...rule,
});
export const list = (rule: Opt<Extract<FieldRule, { kind: 'list' }>> = {}): FieldRule => ({
  kind: 'list',
  ...rule,
});
export const obj = (rule: Opt<Extract<FieldRule, { kind: 'object' }>> = {}): FieldRule => ({
  kind: 'object',
  ...rule,
});

export type Payload = Record<string, unknown>;

function invalid(field: string, why: string): PlatformError {
  return new PlatformError('field.invalid', 400, { field }, `${field} ${why}`);
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

/** Checks `payload` against `schema` and returns it with numbers and booleans coerced. */
export function validate(schema: Schema, payload: Payload): Payload {
  const out: Payload = { ...payload };
  for (const [field, rule] of Object.entries(schema)) {
    const value = payload[field];
    const empty = value === undefined || value === null || value === '';
    if (empty) {
      if (rule.required) throw invalid(field, 'is required');
      delete out[field];
      continue;
    }
    switch (rule.kind) {
      case 'string': {
        if (typeof value !== 'string' && typeof value !== 'number')
          throw invalid(field, 'must be text');
        const text = String(value);
        if (rule.min !== undefined && text.length < rule.min)
          throw invalid(field, `must have at least ${rule.min} characters`);
        if (rule.max !== undefined && text.length > rule.max)
          throw invalid(field, `must have at most ${rule.max} characters`);
        if (rule.pattern && !rule.pattern.test(text)) throw invalid(field, 'has the wrong format');
        if (rule.oneOf && !rule.oneOf.includes(text))
          throw invalid(field, `must be one of ${rule.oneOf.join(', ')}`);
        out[field] = text;
        break;
      }
      case 'int':
      case 'number': {
        const n = toNumber(value);
        if (n === undefined || (rule.kind === 'int' && !Number.isInteger(n)))
          throw invalid(field, `must be ${rule.kind === 'int' ? 'a whole number' : 'a number'}`);
        if (rule.min !== undefined && n < rule.min)
          throw invalid(field, `must be at least ${rule.min}`);
        if (rule.max !== undefined && n > rule.max)
          throw invalid(field, `must be at most ${rule.max}`);
        out[field] = n;
        break;
      }
      case 'bool': {
        if (value === true || value === 'true' || value === '1' || value === 1) out[field] = true;
        else if (value === false || value === 'false' || value === '0' || value === 0)
          out[field] = false;
        else throw invalid(field, 'must be true or false');
        break;
      }
      case 'list': {
        const items = Array.isArray(value)
          ? value
          : typeof value === 'string'
            ? value.split(',')
            : undefined;
        if (!items) throw invalid(field, 'must be a list');
        if (rule.max !== undefined && items.length > rule.max)
          throw invalid(field, `must have at most ${rule.max} items`);
        if (rule.item === 'string' && items.some((item) => typeof item !== 'string'))
          throw invalid(field, 'must hold text');
        if (rule.item === 'number' && items.some((item) => toNumber(item) === undefined))
          throw invalid(field, 'must hold numbers');
        out[field] = rule.item === 'number' ? items.map((item) => Number(item)) : items;
        break;
      }
      case 'object': {
        if (typeof value === 'string') {
          try {
            const parsed: unknown = JSON.parse(value);
            if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
              throw invalid(field, 'must be an object');
            out[field] = parsed;
          } catch (error) {
            if (error instanceof PlatformError) throw error;
            throw invalid(field, 'must be an object');
          }
        } else if (typeof value !== 'object' || Array.isArray(value))
          throw invalid(field, 'must be an object');
        break;
      }
    }
  }
  return out;
}

/** Typed reads of a validated payload. */
export class Input {
  constructor(readonly data: Payload) {}
  str(field: string): string {
    const value = this.data[field];
    return typeof value === 'string'
      ? value
      : value === undefined || value === null
        ? ''
        : String(value);
  }
  optStr(field: string): string | undefined {
    const value = this.data[field];
    return value === undefined || value === null || value === '' ? undefined : String(value);
  }
  num(field: string, fallback: number): number {
    const value = toNumber(this.data[field]);
    return value ?? fallback;
  }
  optNum(field: string): number | undefined {
    return toNumber(this.data[field]);
  }
  bool(field: string, fallback = false): boolean {
    const value = this.data[field];
    return typeof value === 'boolean' ? value : fallback;
  }
  list(field: string): unknown[] {
    const value = this.data[field];
    return Array.isArray(value) ? value : [];
  }
  obj(field: string): Payload {
    const value = this.data[field];
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Payload)
      : {};
  }
}
