import styled from 'styled-components';
import { formatMoney } from '../common';
import { MONTH_NAMES, type Forecast } from './formula';

// Five money columns do not fit 390 px: the table scrolls inside its own box, which takes keyboard focus so it
// can be scrolled without a mouse.
const Scroll = styled.div`
  overflow-x: auto;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media print {
    overflow: visible;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 700;
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child {
    text-align: left;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-bottom: none;
  }
`;

/** The forecast month by month, with totals: the figures behind the chart. */
export function ForecastTable({ forecast }: { forecast: Forecast }) {
  return (
    <Scroll tabIndex={0} role="region" aria-label="Forecast by month">
      <Table>
        <caption>Forecast by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Revenue</th>
            <th scope="col">Costs</th>
            <th scope="col">Profit</th>
            <th scope="col">Profit to date</th>
          </tr>
        </thead>
        <tbody>
          {forecast.months.map((month, i) => (
            <tr key={`${month.monthIndex}-${i}`}>
              <th scope="row">{MONTH_NAMES[month.monthIndex]}</th>
              <td>{formatMoney(month.revenueCents)}</td>
              <td>{formatMoney(month.costsCents)}</td>
              <td>{formatMoney(month.profitCents)}</td>
              <td>{formatMoney(month.cumulativeProfitCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatMoney(forecast.totalRevenueCents)}</td>
            <td>{formatMoney(forecast.totalCostsCents)}</td>
            <td>{formatMoney(forecast.totalProfitCents)}</td>
            <td />
          </tr>
        </tfoot>
      </Table>
    </Scroll>
  );
}
