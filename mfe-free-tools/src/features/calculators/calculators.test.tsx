// Every calculator on screen: its defaults, a result prefilled from the URL, typing, and bad input that shows
// an inline message and never a NaN, an Infinity or a stale result.
import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtUrl } from '../../testing/renderAtUrl';
import { HouseCleaningCalculator } from './house-cleaning/HouseCleaningCalculator';
import { LaborCostCalculator } from './labor-cost/LaborCostCalculator';
import { LawnCareCalculator } from './lawn-care/LawnCareCalculator';
import { PricingCalculator } from './pricing/PricingCalculator';
import { ProfitForecast } from './profit-forecast/ProfitForecast';
import { ProfitCalculator } from './profit/ProfitCalculator';
import { RoofingCalculator } from './roofing/RoofingCalculator';

interface Case {
  name: string;
  Calculator: ComponentType;
  /** The headline with the default inputs. */
  defaults: string;
  /** A query string and the headline it must give. */
  prefilled: [string, string];
  /** The first numeric box's label. */
  firstField: string;
}

const CASES: Case[] = [
  {
    name: 'pricing',
    Calculator: PricingCalculator,
    defaults: '$825',
    // ($300 + $100) × 1.0 = $400 cost; $400 ÷ (1 − 0.2) = $500
    prefilled: ['?labour=300&materials=100&overhead=0&mode=margin&margin=20', '$500'],
    firstField: 'Labour cost',
  },
  {
    name: 'profit',
    Calculator: ProfitCalculator,
    defaults: '$2,200',
    // $5,000 − $2,000 − $1,000 − 10% ($500) = $1,500
    prefilled: ['?period=job&revenue=5000&direct=2000&overhead=1000&fees=10', '$1,500'],
    firstField: 'Revenue',
  },
  {
    name: 'labor cost',
    Calculator: LaborCostCalculator,
    defaults: '$41.56',
    // $30 × 40 h × 52 = $62,400, nothing else, 2,080 h all billable → $30
    prefilled: ['?wage=30&hours=40&payrollTax=0&workersComp=0&benefits=0&daysOff=0&billable=100', '$30'],
    firstField: 'Hourly wage',
  },
  {
    name: 'house cleaning',
    Calculator: HouseCleaningCalculator,
    // (2,000 × $0.08 + 3 × $10 + 2 × $15) × 1.2 lived-in = $264, biweekly −15% = $224.40
    defaults: '$224.40',
    // 1,000 × $0.10 + 2 × $10 + 1 × $20 = $140, tidy, + windows $40 = $180, weekly −20% = $144
    prefilled: [
      '?sqft=1000&rate=0.10&bedrooms=2&perBedroom=10&fullBaths=1&halfBaths=0&perBathroom=20&condition=tidy&windows=1&frequency=weekly&minimum=100',
      '$144',
    ],
    firstField: 'Home size (sq ft)',
  },
  {
    name: 'lawn care',
    Calculator: LawnCareCalculator,
    defaults: '$1,500',
    // ½ acre = 21,780 sq ft × $8 ÷ 1,000 = $174.24 mowing only, every two weeks over 20 weeks = 10 visits → $1,742.40
    prefilled: [
      '?unit=acres&acres=0.5&mowing=1&trimming=0&mowingRate=8&frequency=biweekly&weeks=20',
      '$1,742.40',
    ],
    firstField: 'Lawn area (sq ft)',
  },
  {
    name: 'roofing',
    Calculator: RoofingCalculator,
    defaults: '$8,610 – $13,530',
    // 1,000 sq ft flat, no waste = 10 squares × $400 = $4,000 (both ends the same)
    prefilled: ['?footprint=1000&pitch=0&waste=0&low=400&high=400', '$4,000'],
    firstField: 'Footprint (sq ft)',
  },
  {
    name: 'profit forecast',
    Calculator: ProfitForecast,
    defaults: expect.stringMatching(/^\$[\d,]+(\.\d\d)?$/) as unknown as string,
    // 12 × ($20,000 − $6,000 − 45% × $20,000) = 12 × $5,000 = $60,000
    prefilled: ['?revenue=20000&growth=0&seasonality=none&variable=45&fixed=6000', '$60,000'],
    firstField: 'Revenue in an average month now',
  },
];

const PATH = '/free-tools/some-calculator';
const headline = () => screen.getByTestId('result-headline').textContent;

describe.each(CASES)('the $name calculator', ({ Calculator, defaults, prefilled, firstField }) => {
  it('shows a result for its default inputs, with the formula explained under it', () => {
    renderAtUrl(<Calculator />, PATH);
    expect(headline()).toEqual(defaults);
    expect(screen.getByRole('heading', { name: 'How this is worked out' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it(`reads its inputs from the URL (${prefilled[0]} → ${prefilled[1]})`, () => {
    renderAtUrl(<Calculator />, `${PATH}${prefilled[0]}`);
    expect(headline()).toBe(prefilled[1]);
  });

  it.each([
    ['', /Enter /],
    ['12abc', /must be a number\.$/],
    ['-3', /can't be negative\.$/],
    ['123456789012', /must be at most /],
  ])('typing "%s" in the first box shows an inline message and no result', async (typed, message) => {
    const user = userEvent.setup();
    const { currentParams } = renderAtUrl(<Calculator />, PATH);
    const box = screen.getByLabelText(firstField);
    await user.clear(box);
    if (typed) await user.type(box, typed);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(message);
    expect(screen.queryByTestId('result-headline')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
    expect(document.body.textContent).not.toMatch(/-\$/);
    // The bad text is kept in the URL too, so a shared link shows the same message.
    expect([...currentParams().values()]).toContain(typed);
  });
});

describe('calculator details', () => {
  it('lawn care: acres hide the square-feet box; no service at all asks for one', async () => {
    const user = userEvent.setup();
    renderAtUrl(<LawnCareCalculator />, `${PATH}?unit=acres`);
    expect(screen.queryByLabelText('Lawn area (sq ft)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Lawn area (acres)')).toHaveValue('0.25');
    await user.click(screen.getByLabelText('Mowing'));
    await user.click(screen.getByLabelText('Edging, trimming and blowing'));
    expect(screen.getByRole('status')).toHaveTextContent('Choose at least one service');
  });

  it('roofing: a high price below the low price is flagged on the high box', () => {
    renderAtUrl(<RoofingCalculator />, `${PATH}?low=500&high=400`);
    expect(screen.getByLabelText('Installed price per square, high')).toHaveAccessibleDescription(
      'The high price must be at least the low price.',
    );
    expect(screen.queryByTestId('result-headline')).not.toBeInTheDocument();
  });

  it('profit: a loss is labelled as one', () => {
    renderAtUrl(<ProfitCalculator />, `${PATH}?revenue=1000&direct=900&overhead=500&fees=0`);
    expect(screen.getByText('Net profit for the month (a loss)')).toBeInTheDocument();
    expect(headline()).toBe('-$400');
  });

  it('profit forecast: a chart drawn as SVG and a table of twelve months with a total', () => {
    renderAtUrl(<ProfitForecast />, `${PATH}?revenue=20000&growth=0&start=11`);
    expect(screen.getByRole('img', { name: /Revenue and profit by month/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Forecast by month' });
    const rows = within(table).getAllByRole('row');
    // Header, twelve months, total.
    expect(rows).toHaveLength(14);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('November');
    expect(within(rows[13] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Total');
  });
});
