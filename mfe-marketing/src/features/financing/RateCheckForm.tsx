import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { FormField, formPanel } from './formStyles';
import { Button } from '@prohive/ui';
import {
  RATE_CHECK_LIMITS,
  checkRate,
  formatUsd,
  type RateCheckErrors,
  type RateCheckInput,
} from './amortization';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  margin-bottom: ${({ theme }) => theme.space(12)};

  @media (max-width: 860px) {
    grid-template-columns: 1fr;
  }
`;

const Panel = styled.div`
  ${formPanel}
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const Figures = styled.dl`
  margin: 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  div:first-child dd {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  div:first-child {
    align-items: baseline;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const INITIAL: RateCheckInput = { amount: '', term: '60', apr: '' };

/** The payment estimator: amount, term and APR in; monthly payment, interest and total cost out. */
export function RateCheckForm() {
  const id = useId();
  const [input, setInput] = useState<RateCheckInput>(INITIAL);
  const [errors, setErrors] = useState<RateCheckErrors>({});
  const [result, setResult] = useState<ReturnType<typeof checkRate> | null>(null);

  const set = (field: keyof RateCheckInput) => (value: string) =>
    setInput((prev) => ({ ...prev, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkRate(input);
    setResult(checked);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      const first = (['amount', 'term', 'apr'] as const).find((field) => checked.errors[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    }
  };

  const describedBy = (field: keyof RateCheckInput) =>
    [errors[field] ? `${id}-${field}-error` : '', `${id}-${field}-hint`].filter(Boolean).join(' ');

  const estimate = result?.ok ? result : null;
  const L = RATE_CHECK_LIMITS;

  return (
    <Layout>
      <Panel>
        <h2>Your project</h2>
        <form noValidate onSubmit={onSubmit} aria-label="Payment estimator">
          <FormField>
            <label htmlFor={`${id}-amount`}>Amount to finance (USD)</label>
            <input
              id={`${id}-amount`}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder="12,500"
              value={input.amount}
              aria-invalid={Boolean(errors.amount)}
              aria-describedby={describedBy('amount')}
              onChange={(e) => set('amount')(e.target.value)}
            />
            {errors.amount && <ErrorText id={`${id}-amount-error`}>{errors.amount}</ErrorText>}
            <Hint id={`${id}-amount-hint`}>
              From ${L.minAmount.toLocaleString('en-US')} to ${L.maxAmount.toLocaleString('en-US')}.
            </Hint>
          </FormField>
          <FormField>
            <label htmlFor={`${id}-term`}>Repayment term</label>
            <select
              id={`${id}-term`}
              name="term"
              value={input.term}
              aria-invalid={Boolean(errors.term)}
              aria-describedby={describedBy('term')}
              onChange={(e) => set('term')(e.target.value)}
            >
              {L.terms.map((months) => (
                <option key={months} value={months}>
                  {months} months ({months / 12} {months === 12 ? 'year' : 'years'})
                </option>
              ))}
            </select>
            {errors.term && <ErrorText id={`${id}-term-error`}>{errors.term}</ErrorText>}
            <Hint id={`${id}-term-hint`}>Longer terms lower the payment but add interest.</Hint>
          </FormField>
          <FormField>
            <label htmlFor={`${id}-apr`}>APR (%)</label>
            <input
              id={`${id}-apr`}
              name="apr"
              inputMode="decimal"
              autoComplete="off"
              placeholder="8.99"
              value={input.apr}
              aria-invalid={Boolean(errors.apr)}
              aria-describedby={describedBy('apr')}
              onChange={(e) => set('apr')(e.target.value)}
            />
            {errors.apr && <ErrorText id={`${id}-apr-error`}>{errors.apr}</ErrorText>}
            <Hint id={`${id}-apr-hint`}>
              From {L.minApr}% to {L.maxApr}%. Use 0 for an interest-free promotion.
            </Hint>
          </FormField>
          <Button type="submit" fullWidth>
            Estimate my payment
          </Button>
        </form>
      </Panel>
      <Panel aria-live="polite">
        <h2>Your estimate</h2>
        {estimate ? (
          <>
            <Figures>
              <div>
                <dt>Monthly payment</dt>
                <dd>{formatUsd(estimate.estimate.monthlyPayment)}</dd>
              </div>
              <div>
                <dt>Amount financed</dt>
                <dd>{formatUsd(estimate.amount)}</dd>
              </div>
              <div>
                <dt>Total interest</dt>
                <dd>{formatUsd(estimate.estimate.totalInterest)}</dd>
              </div>
              <div>
                <dt>Total cost over {estimate.termMonths} months</dt>
                <dd>{formatUsd(estimate.estimate.totalCost)}</dd>
              </div>
            </Figures>
            <Hint>
              At {estimate.apr}% APR. An estimate only: your actual rate and terms come from the lender.
            </Hint>
          </>
        ) : (
          <Empty>Enter an amount, a term and an APR, then choose Estimate my payment.</Empty>
        )}
      </Panel>
    </Layout>
  );
}
