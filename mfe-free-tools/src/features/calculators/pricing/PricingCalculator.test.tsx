import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter, Route, Routes, lightTheme, useLocation, useNavigate } from '@prohive/shared';
import { renderAtUrl } from '../../../testing/renderAtUrl';
import { PricingCalculator } from './PricingCalculator';

const PATH = '/free-tools/pricing-calculator';

function headline() {
  return screen.getByTestId('result-headline').textContent;
}

describe('PricingCalculator', () => {
  it('shows $825 for the defaults: $400 + $200 + 10% overhead with a 25% markup', () => {
    renderAtUrl(<PricingCalculator />, PATH);
    expect(headline()).toBe('$825');
    expect(screen.getByText(/A 25% markup only gives a 20% margin/)).toBeInTheDocument();
  });

  it('reads its inputs from the URL: labour $1,000 + materials $0, no overhead, 20% target margin → $1,250', () => {
    renderAtUrl(<PricingCalculator />, `${PATH}?labour=1000&materials=0&overhead=0&mode=margin&margin=20`);
    expect(screen.getByLabelText('Labour cost')).toHaveValue('1000');
    expect(screen.getByLabelText('Price by')).toHaveValue('margin');
    expect(screen.queryByLabelText('Markup')).not.toBeInTheDocument();
    expect(headline()).toBe('$1,250');
  });

  it('updates as you type and writes every input to the URL (replace, not push)', async () => {
    const user = userEvent.setup();
    const { currentParams } = renderAtUrl(<PricingCalculator />, PATH);
    const labour = screen.getByLabelText('Labour cost');
    await user.clear(labour);
    await user.type(labour, '800');
    // ($800 + $200) × 1.1 × 1.25 = $1,375
    expect(headline()).toBe('$1,375');
    const params = currentParams();
    expect(params.get('labour')).toBe('800');
    expect(params.get('materials')).toBe('200');
    expect(params.get('mode')).toBe('markup');
  });

  it('typing replaces the history entry: Back after typing leaves the calculator', async () => {
    function BackButton() {
      const navigate = useNavigate();
      const location = useLocation();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Back from {location.pathname}
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/free-tools', PATH]} initialIndex={1}>
        <ThemeProvider theme={lightTheme}>
          <Routes>
            <Route path="/free-tools" element={<p>The index</p>} />
            <Route path={PATH} element={<PricingCalculator />} />
          </Routes>
          <BackButton />
        </ThemeProvider>
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Materials'), '5');
    await user.type(screen.getByLabelText('Overhead'), '5');
    expect(headline()).not.toBe('$825');
    await user.click(screen.getByRole('button', { name: /Back from/ }));
    expect(screen.getByText('The index')).toBeInTheDocument();
  });

  it.each([
    ['', 'Enter labour cost.'],
    ['abc', 'Labour cost must be a number.'],
    ['-5', "Labour cost can't be negative."],
    ['99999999', 'Labour cost must be at most $1,000,000.'],
    ['1.234', 'Labour cost can have at most two decimal places.'],
  ])('labour "%s" shows "%s" and no result, NaN or Infinity', async (typed, message) => {
    const user = userEvent.setup();
    renderAtUrl(<PricingCalculator />, PATH);
    const labour = screen.getByLabelText('Labour cost');
    await user.clear(labour);
    if (typed) await user.type(labour, typed);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(labour).toHaveAttribute('aria-invalid', 'true');
    expect(labour).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByTestId('result-headline')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Fix the highlighted fields');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('a margin of 100% is refused (the price would be infinite)', () => {
    renderAtUrl(<PricingCalculator />, `${PATH}?mode=margin&margin=100`);
    expect(screen.getByText('Target margin must be at most 95%.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('a bad value in the hidden field does not block the result', () => {
    renderAtUrl(<PricingCalculator />, `${PATH}?mode=markup&margin=oops`);
    expect(headline()).toBe('$825');
  });
});
