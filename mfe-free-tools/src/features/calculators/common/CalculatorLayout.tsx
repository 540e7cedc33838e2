import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ChoiceField, Field, FieldSet, FlagField, NumericField } from './fields';
import type { CalculatorState } from './useCalculatorState';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;

  @media ${({ theme }) => theme.breakpoints.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  @media print {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Panel = styled.div`
  min-width: 0;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  @media ${({ theme }) => theme.breakpoints.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
  @media print {
    padding: 0;
    border: none;
  }
`;

const Row = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};

  label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
  select {
    width: 100%;
    height: 48px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: 1rem;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Box = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  height: 48px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    flex: 1;
    min-width: 0;
    height: 100%;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: none;
    background: transparent;
    color: inherit;
    font-size: 1rem;
    outline: none;
  }
  span {
    padding: 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  span:first-child {
    padding-right: 0;
  }
  @media print {
    border: none;
    height: auto;
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const CheckRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space(3)};

  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  label {
    font-weight: 600;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.space(3)};
    padding: 0;
    font-weight: 700;
  }
`;

interface InputProps<F extends FieldSet> {
  state: CalculatorState<F>;
  name: keyof F & string;
}

function NumericInput<F extends FieldSet>({ state, name, field }: InputProps<F> & { field: NumericField }) {
  const id = useId();
  const parsed = state.parsed[name];
  const error = parsed.ok ? null : parsed.message;
  const describedBy = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Row>
      <label htmlFor={id}>
        {field.label}
        {field.unit ? ` (${field.unit})` : ''}
      </label>
      {field.hint ? (
        <Hint id={`${id}-hint`} data-print-hide="">
          {field.hint}
        </Hint>
      ) : null}
      <Box $invalid={Boolean(error)}>
        {field.kind === 'money' ? <span aria-hidden="true">$</span> : null}
        <input
          id={id}
          name={name}
          type="text"
          inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={state.raw[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => state.setRaw(name, event.target.value)}
        />
        {field.kind === 'percent' ? <span aria-hidden="true">%</span> : null}
      </Box>
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Row>
  );
}

function ChoiceInput<F extends FieldSet>({ state, name, field }: InputProps<F> & { field: ChoiceField }) {
  const id = useId();
  return (
    <Row>
      <label htmlFor={id}>{field.label}</label>
      {field.hint ? (
        <Hint id={`${id}-hint`} data-print-hide="">
          {field.hint}
        </Hint>
      ) : null}
      <select
        id={id}
        name={name}
        value={String(state.parsed[name].ok ? state.parsed[name].value : field.defaultValue)}
        aria-describedby={field.hint ? `${id}-hint` : undefined}
        onChange={(event) => state.setRaw(name, event.target.value)}
      >
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Row>
  );
}

function FlagInput<F extends FieldSet>({ state, name, field }: InputProps<F> & { field: FlagField }) {
  const id = useId();
  return (
    <CheckRow>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={state.raw[name] === '1'}
        aria-describedby={field.hint ? `${id}-hint` : undefined}
        onChange={(event) => state.setRaw(name, event.target.checked ? '1' : '0')}
      />
      <div>
        <label htmlFor={id}>{field.label}</label>
        {field.hint ? <p id={`${id}-hint`}>{field.hint}</p> : null}
      </div>
    </CheckRow>
  );
}

/** One labelled input for a field, with its hint and inline message. */
export function FieldInput<F extends FieldSet>({ state, name }: InputProps<F>) {
  const field = state.fields[name] as Field;
  if (field.kind === 'choice') return <ChoiceInput state={state} name={name} field={field} />;
  if (field.kind === 'flag') return <FlagInput state={state} name={name} field={field} />;
  return <NumericInput state={state} name={name} field={field} />;
}

/** Several fields in order; with a legend they become one fieldset ("Extras", "Services"). */
export function FieldInputs<F extends FieldSet>({
  state,
  names,
  legend,
}: {
  state: CalculatorState<F>;
  names: ReadonlyArray<keyof F & string>;
  legend?: string;
}) {
  const inputs = names
    .filter((name) => !state.inactive.has(name))
    .map((name) => <FieldInput key={name} state={state} name={name} />);
  return legend ? (
    <Group>
      <legend>{legend}</legend>
      {inputs}
    </Group>
  ) : (
    <>{inputs}</>
  );
}

/**
 * A calculator's two panels: its inputs (a form that never submits: results follow every keystroke) and its
 * result, side by side on wide screens and stacked on phones and paper.
 */
export function CalculatorLayout({
  title,
  inputs,
  result,
}: {
  /** Names the form and the result section for assistive technology ("Pricing inputs"). */
  title: string;
  inputs: ReactNode;
  result: ReactNode;
}) {
  const id = useId();
  return (
    <Grid>
      <Panel>
        <h2>Your numbers</h2>
        <form aria-label={`${title} inputs`} noValidate onSubmit={(event) => event.preventDefault()}>
          {inputs}
        </form>
      </Panel>
      <Panel as="section" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`}>Result</h2>
        {result}
      </Panel>
    </Grid>
  );
}
