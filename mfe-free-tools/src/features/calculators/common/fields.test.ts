import { decimal, integer, money, parseField, percent, choice, flag } from './fields';

const labour = money('Labour cost', '400', 1_000_000);
const markup = percent('Markup', '25', 1_000);
const growth = percent('Growth', '2', 100, { min: -50 });
const acres = decimal('Lawn area', '0.25', 200, { min: 0.01, unit: 'acres' });
const rooms = integer('Bedrooms', '3', 20);

describe('parseField: numbers become integers at the field scale', () => {
  it.each([
    ['400', 40_000],
    ['$1,250.5', 125_050],
    [' 0.07 ', 7],
    ['.5', 50],
    ['12.', 1_200],
    ['1.50', 150],
  ])('money "%s" → %i cents', (raw, cents) => {
    expect(parseField(labour, raw)).toEqual({ ok: true, value: cents });
  });

  it('percent "7.65" → 765 basis points, "12.5%" → 1,250', () => {
    expect(parseField(markup, '7.65')).toEqual({ ok: true, value: 765 });
    expect(parseField(markup, '12.5%')).toEqual({ ok: true, value: 1_250 });
  });

  it('decimal "0.25" acres → 25 hundredths; integer "3" → 3', () => {
    expect(parseField(acres, '0.25')).toEqual({ ok: true, value: 25 });
    expect(parseField(rooms, '3')).toEqual({ ok: true, value: 3 });
  });

  it('a field that may go negative reads "-10" as −1,000 basis points and refuses below its minimum', () => {
    expect(parseField(growth, '-10')).toEqual({ ok: true, value: -1_000 });
    expect(parseField(growth, '-60')).toEqual({ ok: false, message: 'Growth must be at least -50%.' });
  });
});

describe('parseField: every bad input has its own message', () => {
  it.each([
    ['', 'Enter labour cost.'],
    ['   ', 'Enter labour cost.'],
    ['abc', 'Labour cost must be a number.'],
    ['12abc', 'Labour cost must be a number.'],
    ['1e3', 'Labour cost must be a number.'],
    ['.', 'Labour cost must be a number.'],
    ['NaN', 'Labour cost must be a number.'],
    ['Infinity', 'Labour cost must be a number.'],
    ['-1', "Labour cost can't be negative."],
    ['1.999', 'Labour cost can have at most two decimal places.'],
    ['1000000.01', 'Labour cost must be at most $1,000,000.'],
    ['99999999999999999999999', 'Labour cost must be at most $1,000,000.'],
  ])('money "%s" → "%s"', (raw, message) => {
    expect(parseField(labour, raw)).toEqual({ ok: false, message });
  });

  it('integers refuse fractions, decimals refuse values under their minimum', () => {
    expect(parseField(rooms, '2.5')).toEqual({ ok: false, message: 'Bedrooms must be a whole number.' });
    expect(parseField(rooms, '2.0')).toEqual({ ok: true, value: 2 });
    expect(parseField(acres, '0')).toEqual({ ok: false, message: 'Lawn area must be at least 0.01 acres.' });
  });

  it('an unknown choice falls back to the default; a flag is on only for "1"', () => {
    const mode = choice(
      'Price by',
      [
        { value: 'markup', label: 'Markup' },
        { value: 'margin', label: 'Margin' },
      ],
      'markup',
    );
    expect(parseField(mode, 'hack')).toEqual({ ok: true, value: 'markup' });
    expect(parseField(mode, 'margin')).toEqual({ ok: true, value: 'margin' });
    expect(parseField(flag('Oven', false), '1')).toEqual({ ok: true, value: true });
    expect(parseField(flag('Oven', true), 'yes')).toEqual({ ok: true, value: false });
  });
});
