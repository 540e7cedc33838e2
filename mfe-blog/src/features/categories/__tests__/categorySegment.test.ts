import { categoryPath, type BlogCategory } from '@prohive/shared';
import { categorySegment, findCategory } from '../categorySegment';

const categories: BlogCategory[] = [
  { id: 1, name: 'Pest Control', slug: 'pests', count: 3 },
  { id: 2, name: 'Tips & Tricks', slug: 'tips-tricks', count: 2 },
];

describe('findCategory', () => {
  it('resolves the segment categoryPath builds (decoded by the router)', () => {
    for (const category of categories) {
      const segment = decodeURIComponent(categoryPath(category.name).replace('/category/', ''));
      expect(segment).toBe(categorySegment(category.name));
      expect(findCategory(categories, segment)).toBe(category);
    }
  });

  it('also resolves the WordPress slug, any case and a trailing slash', () => {
    expect(findCategory(categories, 'PESTS')).toBe(categories[0]);
    expect(findCategory(categories, 'tips-tricks/')).toBe(categories[1]);
  });

  it('finds nothing for an unknown or empty name', () => {
    expect(findCategory(categories, 'astrology')).toBeUndefined();
    expect(findCategory(categories, '')).toBeUndefined();
    expect(findCategory(categories, undefined)).toBeUndefined();
  });
});
