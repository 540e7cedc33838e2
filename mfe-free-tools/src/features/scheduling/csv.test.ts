import { csvField, writeCsv } from './csv';

describe('csvField (RFC 4180)', () => {
  it('leaves plain text and numbers bare', () => {
    expect(csvField('Lawn mowing')).toBe('Lawn mowing');
    expect(csvField(42)).toBe('42');
    expect(csvField(-3.5)).toBe('-3.5');
  });

  it('quotes a comma, a quote (doubled) and line breaks: Fix "leaky", tap → "Fix ""leaky"", tap"', () => {
    expect(csvField('Fix "leaky", tap')).toBe('"Fix ""leaky"", tap"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it("neutralises text that a spreadsheet would run as a formula: =HYPERLINK(…) → '=HYPERLINK(…)", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@sum')).toBe("'@sum");
  });
});

describe('writeCsv', () => {
  it('writes a header and rows, each record ending in CRLF', () => {
    expect(
      writeCsv(
        ['Job', 'Minutes'],
        [
          ['Gutter, front', 90],
          ['Deck', 240],
        ],
      ),
    ).toBe('Job,Minutes\r\n"Gutter, front",90\r\nDeck,240\r\n');
  });
});
