// The input fields of every calculator: what each accepts, the inline message when it does not, and the
// integer it gives the formula. A field's raw text is what the person typed and what the URL holds.
import { formatQuantity } from './format';

/**
 * How a numeric field is read. Every kind gives an integer at a fixed scale so formulas never see a float:
 * money → cents, percent → basis points (hundredths of a percent), decimal → hundredths, integer → itself.
 */
export type NumericKind = 'money' | 'percent' | 'decimal' | 'integer';

export interface NumericField {
  kind: NumericKind;
  label: string;
  /** The raw text used when the URL does not name this field. */
  defaultValue: string;
  /** Smallest accepted value, in display units (dollars, percent, units). Default 0. */
  min?: number;
  /** Largest accepted value, in display units; anything above is a typo or a joke. */
  max: number;
  /** A unit shown after the box ("sq ft", "% of revenue"). Money shows "$" before it instead. */
  unit?: string;
  /** One line under the label that says what to enter. */
  hint?: string;
}

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
}

export interface ChoiceField<V extends string = string> {
  kind: 'choice';
  label: string;
  options: readonly ChoiceOption<V>[];
  defaultValue: V;
  hint?: string;
}

export interface FlagField {
  kind: 'flag';
  label: string;
  defaultValue: '1' | '0';
  hint?: string;
}

export type Field = NumericField | ChoiceField | FlagField;
export type FieldSet = Record<string, Field>;

/** The value a field gives its formula: an integer at the field's scale, the chosen option, or on/off. */
export type FieldValue<F extends Field> =
  F extends ChoiceField<infer V> ? V : F extends FlagField ? boolean : number;
export type FieldValues<F extends FieldSet> = { [K in keyof F]: FieldValue<F[K]> };

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const SCALE: Record<NumericKind, number> = { money: 100, percent: 100, decimal: 100, integer: 1 };

/** Display-unit bound as text: "$1,000,000", "95%", "5,000 sq ft". */
function bound(field: NumericField, value: number): string {
  if (field.kind === 'money') return `$${formatQuantity(value)}`;
  if (field.kind === 'percent') return `${formatQuantity(value)}%`;
  return field.unit ? `${formatQuantity(value)} ${field.unit}` : formatQuantity(value);
}

/** Reads what was typed: "1,250.5", "$1,250.50", "12.5%" and " 40 " are all fine; "12abc", "1e3" are not. */
export function parseNumeric(field: NumericField, raw: string): Parsed<number> {
  const text = raw.trim().replace(/,/g, '');
  const withoutSymbol =
    field.kind === 'money'
      ? text.replace(/^\$/, '')
      : field.kind === 'percent'
        ? text.replace(/%$/, '')
        : text;
  if (withoutSymbol === '') return { ok: false, message: `Enter ${field.label.toLowerCase()}.` };

  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(withoutSymbol);
  if (!match || (match[2] === '' && !match[3])) {
    return { ok: false, message: `${field.label} must be a number.` };
  }
  const [, sign, whole = '', fraction = ''] = match;
  const decimals = field.kind === 'integer' ? 0 : 2;
  if (fraction.replace(/0+$/, '').length > decimals) {
    return {
      ok: false,
      message:
        decimals === 0
          ? `${field.label} must be a whole number.`
          : `${field.label} can have at most two decimal places.`,
    };
  }
  const min = field.min ?? 0;
  if (sign === '-' && min >= 0) return { ok: false, message: `${field.label} can't be negative.` };

  // Too many digits is "too large" before it is ever a float, so nothing below can overflow.
  if (whole.replace(/^0+/, '').length > 12) {
    return { ok: false, message: `${field.label} must be at most ${bound(field, field.max)}.` };
  }
  const scale = SCALE[field.kind];
  const magnitude = Number(whole || '0') * scale + Number((fraction + '00').slice(0, decimals) || '0');
  const value = sign === '-' ? -magnitude : magnitude;
  if (value > field.max * scale) {
    return { ok: false, message: `${field.label} must be at most ${bound(field, field.max)}.` };
  }
  if (value < min * scale) {
    return { ok: false, message: `${field.label} must be at least ${bound(field, min)}.` };
  }
  return { ok: true, value: value === 0 ? 0 : value };
}

/** The field's value from its raw text; choices and flags fall back to their default for unknown text. */
export function parseField<F extends Field>(field: F, raw: string): Parsed<FieldValue<F>> {
  if (field.kind === 'choice') {
    const known = field.options.some((option) => option.value === raw);
    return { ok: true, value: (known ? raw : field.defaultValue) as FieldValue<F> };
  }
  if (field.kind === 'flag') return { ok: true, value: (raw === '1') as FieldValue<F> };
  return parseNumeric(field, raw) as Parsed<FieldValue<F>>;
}

/** Field builders, so a calculator's field list reads as a table. */
export const money = (
  label: string,
  defaultValue: string,
  max: number,
  extra: Partial<NumericField> = {},
): NumericField => ({ ...extra, kind: 'money', label, defaultValue, max });
export const percent = (
  label: string,
  defaultValue: string,
  max: number,
  extra: Partial<NumericField> = {},
): NumericField => ({ ...extra, kind: 'percent', label, defaultValue, max });
export const decimal = (
  label: string,
  defaultValue: string,
  max: number,
  extra: Partial<NumericField> = {},
): NumericField => ({ ...extra, kind: 'decimal', label, defaultValue, max });
export const integer = (
  label: string,
  defaultValue: string,
  max: number,
  extra: Partial<NumericField> = {},
): NumericField => ({ ...extra, kind: 'integer', label, defaultValue, max });
export const flag = (label: string, on: boolean, hint?: string): FlagField => ({
  kind: 'flag',
  label,
  defaultValue: on ? '1' : '0',
  ...(hint ? { hint } : {}),
});
export function choice<V extends string>(
  label: string,
  options: readonly ChoiceOption<V>[],
  defaultValue: V,
  hint?: string,
): ChoiceField<V> {
  return { kind: 'choice', label, options, defaultValue, ...(hint ? { hint } : {}) };
}
