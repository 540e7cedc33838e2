import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@prohive/shared/testing';
import { RateCheckForm } from '../RateCheckForm';

describe('RateCheckForm', () => {
  it('shows the monthly payment, interest and total cost for valid input', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RateCheckForm />);
    await user.type(screen.getByLabelText('Amount to finance (USD)'), '10,000');
    await user.selectOptions(screen.getByLabelText('Repayment term'), '36');
    await user.type(screen.getByLabelText('APR (%)'), '6');
    await user.click(screen.getByRole('button', { name: 'Estimate my payment' }));

    expect(screen.getByText('Monthly payment').nextSibling).toHaveTextContent('$304.22');
    expect(screen.getByText('Total interest').nextSibling).toHaveTextContent('$951.92');
    expect(screen.getByText('Total cost over 36 months').nextSibling).toHaveTextContent('$10,951.92');
  });

  it('handles 0% APR', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RateCheckForm />);
    await user.type(screen.getByLabelText('Amount to finance (USD)'), '12000');
    await user.selectOptions(screen.getByLabelText('Repayment term'), '24');
    await user.type(screen.getByLabelText('APR (%)'), '0');
    await user.click(screen.getByRole('button', { name: 'Estimate my payment' }));
    expect(screen.getByText('Monthly payment').nextSibling).toHaveTextContent('$500.00');
    expect(screen.getByText('Total interest').nextSibling).toHaveTextContent('$0.00');
  });

  it('marks invalid fields, explains them and moves focus to the first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RateCheckForm />);
    await user.type(screen.getByLabelText('APR (%)'), '99');
    await user.click(screen.getByRole('button', { name: 'Estimate my payment' }));

    const amount = screen.getByLabelText('Amount to finance (USD)');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/Enter the amount you want to finance\./);
    expect(screen.getByLabelText('APR (%)')).toHaveAccessibleDescription(/Enter an APR between 0% and 36%\./);
    expect(amount).toHaveFocus();
    expect(screen.queryByText('Monthly payment')).not.toBeInTheDocument();
  });

  it('clears the errors once the input is fixed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RateCheckForm />);
    await user.click(screen.getByRole('button', { name: 'Estimate my payment' }));
    expect(screen.getByText('Enter the amount you want to finance.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount to finance (USD)'), '5000');
    await user.type(screen.getByLabelText('APR (%)'), '7.5');
    await user.click(screen.getByRole('button', { name: 'Estimate my payment' }));
    expect(screen.queryByText('Enter the amount you want to finance.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Amount to finance (USD)')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Monthly payment')).toBeInTheDocument();
  });
});
