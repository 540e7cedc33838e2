import styled from 'styled-components';
import type { LoadStripeFn } from './stripeLoader';
import { useStripeLoader } from './useStripeLoader';

const Line = styled.p<{ $tone: 'muted' | 'success' | 'danger' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme, $tone }) =>
    $tone === 'danger'
      ? theme.colors.danger
      : $tone === 'success'
        ? theme.colors.success
        : theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 500;
`;

/**
 * The payment provider's initialisation state (spec §4), shown on the checkout pages when a publishable key is
 * configured; nothing at all without one.
 */
export function StripeStatus({ load }: { load?: LoadStripeFn }) {
  const state = useStripeLoader(load);
  switch (state.status) {
    case 'disabled':
      return null;
    case 'loading':
      return (
        <Line role="status" aria-live="polite" $tone="muted" data-testid="stripe-status" data-state="loading">
          Connecting to our payment provider…
        </Line>
      );
    case 'ready':
      return (
        <Line role="status" aria-live="polite" $tone="success" data-testid="stripe-status" data-state="ready">
          Secure payments by Stripe are ready.
        </Line>
      );
    case 'error':
      return (
        <Line role="alert" $tone="danger" data-testid="stripe-status" data-state="error">
          {state.message}
        </Line>
      );
  }
}
