import {
  documentTotals,
  formatMoney,
  lineAmountCents,
  mulDivRoundHalfUp,
  parseMoneyCents,
  parsePercentPpm,
  parseQuantityHundredths,
  ppmToPercentInput,
} from '../money';
import { nextDocumentNumber } from '../numbering';

const line = (quantityHundredths: number, unitPriceCents: number) => ({ quantityHundredths, unitPriceCents });

describe('line amounts: quantity × unit price, rounded half up to the cent', () => {
  it('1.5 hours × $80.00 = $120.00', () => {
    expect(lineAmountCents(line(150, 8000))).toBe(12000);
  });
  it('0.33 × $0.50 = 16.5¢ → $0.17 (half rounds up)', () => {
    expect(lineAmountCents(line(33, 50))).toBe(17);
  });
  it('0.33 × $0.49 = 16.17¢ → $0.16', () => {
    expect(lineAmountCents(line(33, 49))).toBe(16);
  });
  it('100,000 × $1,000,000.00 is exact (no float drift): $100,000,000,000.00', () => {
    expect(lineAmountCents(line(10_000_000, 100_000_000))).toBe(10_000_000_000_000);
  });
});

describe('document totals: subtotal, then discount, then tax on what is left', () => {
  it('1.5 × $80 + 3 × $19.99 = $179.97; 10% off = $18.00 (17.997); 8.875% tax on $161.97 = $14.37; total $176.34', () => {
    const totals = documentTotals(
      [line(150, 8000), line(300, 1999)],
      { type: 'percent', value: 100_000 },
      88_750,
    );
    expect(totals).toEqual({
      lineAmounts: [12000, 5997],
      subtotalCents: 17997,
      discountCents: 1800,
      taxCents: 1437,
      totalCents: 17634,
    });
  });
  it('7.25% tax on $10.00 = 72.5¢ → $0.73 (half up)', () => {
    expect(documentTotals([line(100, 1000)], { type: 'amount', value: 0 }, 72_500).taxCents).toBe(73);
  });
  it('a $50.00 discount on a $30.00 subtotal takes $30.00 and leaves $0.00 to tax', () => {
    const totals = documentTotals([line(100, 3000)], { type: 'amount', value: 5000 }, 100_000);
    expect(totals).toMatchObject({ discountCents: 3000, taxCents: 0, totalCents: 0 });
  });
  it('a fixed $5.00 discount then 10% tax: $100.00 − $5.00 = $95.00, + $9.50 = $104.50', () => {
    const totals = documentTotals([line(200, 5000)], { type: 'amount', value: 500 }, 100_000);
    expect(totals).toMatchObject({
      subtotalCents: 10000,
      discountCents: 500,
      taxCents: 950,
      totalCents: 10450,
    });
  });
  it('no lines: everything is $0.00, never NaN', () => {
    expect(documentTotals([], { type: 'percent', value: 100_000 }, 88_750)).toEqual({
      lineAmounts: [],
      subtotalCents: 0,
      discountCents: 0,
      taxCents: 0,
      totalCents: 0,
    });
  });
  it('mulDivRoundHalfUp rounds exact halves up and the rest to nearest', () => {
    expect(mulDivRoundHalfUp(1, 1, 2)).toBe(1);
    expect(mulDivRoundHalfUp(1, 1, 3)).toBe(0);
    expect(mulDivRoundHalfUp(2, 1, 3)).toBe(1);
  });
});

describe('parsing what people type', () => {
  it.each([
    ['80', 8000],
    ['80.5', 8050],
    ['$1,234.56', 123456],
    [' 0.07 ', 7],
    ['80.', 8000],
  ])('money %p → %p cents', (text, cents) => {
    expect(parseMoneyCents(text)).toBe(cents);
  });
  it.each(['', 'abc', '-5', '1.234', '1e3', 'NaN', '1.2.3'])('money %p is not an amount', (text) => {
    expect(parseMoneyCents(text)).toBeNull();
  });
  it('quantities have at most two decimals', () => {
    expect(parseQuantityHundredths('1.5')).toBe(150);
    expect(parseQuantityHundredths('1.555')).toBeNull();
  });
  it('percents have at most three decimals and become parts per million', () => {
    expect(parsePercentPpm('8.875')).toBe(88_750);
    expect(parsePercentPpm('10%')).toBe(100_000);
    expect(parsePercentPpm('8.8755')).toBeNull();
    expect(ppmToPercentInput(88_750)).toBe('8.875');
  });
  it('money is shown with cents', () => {
    expect(formatMoney(17634)).toBe('$176.34');
    expect(formatMoney(0)).toBe('$0.00');
  });
});

describe('numbering', () => {
  it.each([
    ['INV-0001', [], 'INV-0002'],
    ['INV-0009', [], 'INV-0010'],
    ['INV-9999', [], 'INV-10000'],
    ['INV-0001', ['INV-0007', 'RCT-0099'], 'INV-0008'],
    ['Estimate', [], 'Estimate-2'],
  ])('after %p (saved %p) comes %p', (from, existing, next) => {
    expect(nextDocumentNumber(from, existing)).toBe(next);
  });
});
