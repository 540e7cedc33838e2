import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@prohive/shared';
import { parseField, type Field, type FieldSet, type FieldValues, type Parsed } from './fields';

export type RawValues<F extends FieldSet> = Record<keyof F & string, string>;

export interface CalculatorState<F extends FieldSet> {
  fields: F;
  /** What is in each box (the URL's text, else the default). */
  raw: RawValues<F>;
  /** Each field's parse result, for its inline message. */
  parsed: { [K in keyof F]: Parsed<FieldValues<F>[K]> };
  /** Fields hidden by the current choices. */
  inactive: ReadonlySet<keyof F & string>;
  /** Every field's value, or null while any field is invalid (the result then waits for a fix). */
  values: FieldValues<F> | null;
  setRaw: (name: keyof F & string, value: string) => void;
}

function readRaw<F extends FieldSet>(fields: F, params: URLSearchParams): RawValues<F> {
  const raw = {} as RawValues<F>;
  for (const name of Object.keys(fields) as Array<keyof F & string>) {
    raw[name] = params.get(name) ?? (fields[name] as Field).defaultValue;
  }
  return raw;
}

/**
 * A calculator's inputs, kept in the query string so a result can be bookmarked and shared. The boxes read
 * from local state (so typing never waits on a router transition) and every change writes all fields to the
 * URL with `replace`, so typing does not fill the back button's history.
 */
export interface CalculatorOptions<F extends FieldSet> {
  /**
   * Fields the current choices make irrelevant (the markup box while pricing by margin): they are not shown,
   * so they cannot block the result; an invalid one counts as its default.
   */
  inactive?: (raw: RawValues<F>) => ReadonlyArray<keyof F & string>;
  /** Rules between fields (high ≥ low), run once every field is valid: a message per offending field. */
  check?: (values: FieldValues<F>) => Partial<Record<keyof F & string, string>>;
}

export function useCalculatorState<F extends FieldSet>(
  fields: F,
  { inactive, check }: CalculatorOptions<F> = {},
): CalculatorState<F> {
  const [params, setParams] = useSearchParams();
  const [raw, setRawState] = useState<RawValues<F>>(() => readRaw(fields, params));

  const setRaw = useCallback(
    (name: keyof F & string, value: string) => {
      const next = { ...raw, [name]: value };
      setRawState(next);
      setParams(
        (previous) => {
          const merged = new URLSearchParams(previous);
          for (const [key, text] of Object.entries(next)) merged.set(key, text);
          return merged;
        },
        { replace: true },
      );
    },
    [raw, setParams],
  );

  const { parsed, values, skipped } = useMemo(() => {
    const parsedFields = {} as CalculatorState<F>['parsed'];
    const valueMap = {} as FieldValues<F>;
    let allValid = true;
    const skipped: ReadonlySet<keyof F & string> = new Set(inactive?.(raw) ?? []);
    for (const name of Object.keys(fields) as Array<keyof F & string>) {
      const field = fields[name] as Field;
      const typed = parseField(field, raw[name]);
      const result = !typed.ok && skipped.has(name) ? parseField(field, field.defaultValue) : typed;
      parsedFields[name] = result as CalculatorState<F>['parsed'][typeof name];
      if (result.ok) valueMap[name] = result.value as FieldValues<F>[typeof name];
      else allValid = false;
    }
    if (allValid && check) {
      for (const [name, message] of Object.entries(check(valueMap))) {
        if (!message || skipped.has(name)) continue;
        parsedFields[name as keyof F & string] = { ok: false, message };
        allValid = false;
      }
    }
    return { parsed: parsedFields, values: allValid ? valueMap : null, skipped };
    // `inactive` and `check` are pure functions of their input; a new closure each render changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fields, raw]);

  return { fields, raw, parsed, values, setRaw, inactive: skipped };
}
