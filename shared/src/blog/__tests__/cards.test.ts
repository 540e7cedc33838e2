import { categoryPath, excerptForCard, readTimeMinutes } from '../cards';
import { DEFAULT_BLOG_IMAGE } from '../constants';

describe('excerptForCard', () => {
  const long =
    'Cold snaps crack pipes. Here is what a plumber checks first, and why insulation matters most.';

  it('cuts to 70 characters plus an ellipsis in compact mode', () => {
    const card = excerptForCard(long, true);
    expect(card).toBe(`${long.slice(0, 70)}...`);
    expect(card).toHaveLength(73);
  });

  it('does not leave a space before the ellipsis', () => {
    const text = `${'a'.repeat(69)} and more`;
    expect(excerptForCard(text, true)).toBe(`${'a'.repeat(69)}...`);
  });

  it('leaves short text and non-compact text whole', () => {
    expect(excerptForCard('Short.', true)).toBe('Short.');
    expect(excerptForCard('x'.repeat(70), true)).toBe('x'.repeat(70));
    expect(excerptForCard(long, false)).toBe(long);
  });
});

describe('readTimeMinutes', () => {
  it('is the excerpt length divided by 20, rounded up', () => {
    expect(readTimeMinutes('x'.repeat(20))).toBe(1);
    expect(readTimeMinutes('x'.repeat(21))).toBe(2);
    expect(readTimeMinutes('x'.repeat(200))).toBe(10);
    expect(readTimeMinutes('')).toBe(0);
  });
});

describe('categoryPath', () => {
  it('lowercases the name and joins words with dashes', () => {
    expect(categoryPath('Home Improvement')).toBe('/category/home-improvement');
    expect(categoryPath('  Pest   Control ')).toBe('/category/pest-control');
    expect(categoryPath('Uncategorized')).toBe('/category/uncategorized');
  });

  it('keeps characters that would break the path inside the segment', () => {
    expect(categoryPath('Heating/Cooling?')).toBe('/category/heating%2Fcooling%3F');
    expect(categoryPath('Plumbing & Heating')).toBe('/category/plumbing-%26-heating');
  });
});

describe('DEFAULT_BLOG_IMAGE', () => {
  it('is an inline SVG that needs no network', () => {
    expect(DEFAULT_BLOG_IMAGE.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(DEFAULT_BLOG_IMAGE.split(',')[1] ?? '')).toContain('<svg');
  });
});
