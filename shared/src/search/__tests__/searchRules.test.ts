import { canSubmitSearch, effectiveZip, searchResultsUrl, zipPlaceholder } from '../searchRules';

describe('search rules', () => {
  it.each([
    ['plumbing', '10001', true],
    ['plumbing', '', false],
    ['', '10001', false],
    ['   ', '10001', false],
    ['plumbing', '   ', false],
  ])('full variant: service %p zip %p → %p', (service, zip, expected) => {
    expect(canSubmitSearch({ service, zip }, 'full')).toBe(expected);
  });

  it.each(['zip', 'zipcode'] as const)('%s variant needs only the zip', (variant) => {
    expect(canSubmitSearch({ service: '', zip: '10001' }, variant)).toBe(true);
    expect(canSubmitSearch({ service: 'plumbing', zip: ' ' }, variant)).toBe(false);
  });

  it('builds the trimmed, URI-encoded results URL', () => {
    expect(searchResultsUrl({ service: ' pest control & more ', zip: ' 10001 ' })).toBe(
      '/professionals?search=pest%20control%20%26%20more&zip=10001',
    );
    expect(searchResultsUrl({ service: '', zip: 'SW1A 1AA' })).toBe('/professionals?zip=SW1A%201AA');
  });

  it('a typed zip wins over the detected one, even when emptied', () => {
    expect(effectiveZip(null, '10001')).toBe('10001');
    expect(effectiveZip('94103', '10001')).toBe('94103');
    expect(effectiveZip('', '10001')).toBe('');
    expect(effectiveZip(null, null)).toBe('');
  });

  it("reads 'Detecting location...' while detecting", () => {
    expect(zipPlaceholder(true)).toBe('Detecting location...');
    expect(zipPlaceholder(false, 'Your ZIP')).toBe('Your ZIP');
  });
});
