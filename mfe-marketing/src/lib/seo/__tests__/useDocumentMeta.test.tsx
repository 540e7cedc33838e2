import { render } from '@testing-library/react';
import { useDocumentMeta, type DocumentMeta } from '../useDocumentMeta';
import { STRUCTURED_DATA_DEFAULTS, homeJsonLd, serviceJsonLd } from '../structuredData';

function Meta(props: DocumentMeta) {
  useDocumentMeta(props);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const jsonLd = () =>
  Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map(
    (el) => JSON.parse(el.textContent ?? '') as Record<string, unknown>,
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('useDocumentMeta', () => {
  it('sets description, canonical and JSON-LD, and removes what it added on unmount', () => {
    const { unmount } = render(
      <Meta description="About us" canonicalPath="/about/" jsonLd={[{ '@type': 'Thing', name: 'x' }]} />,
    );
    expect(description()).toBe('About us');
    expect(canonical()).toBe(`${window.location.origin}/about`);
    expect(jsonLd()).toEqual([{ '@type': 'Thing', name: 'x' }]);
    unmount();
    expect(description()).toBeUndefined();
    expect(canonical()).toBeUndefined();
    expect(jsonLd()).toEqual([]);
  });

  it("reuses the shell's description tag and restores its text afterwards", () => {
    document.head.innerHTML = '<meta name="description" content="Site default">';
    const { rerender, unmount } = render(<Meta description="First" canonicalPath="/faq" />);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(description()).toBe('First');
    rerender(<Meta description="Second" canonicalPath="/faq" />);
    expect(description()).toBe('Second');
    unmount();
    expect(description()).toBe('Site default');
  });

  it('escapes < so JSON-LD text cannot close its script tag', () => {
    render(
      <Meta description="d" canonicalPath="/" jsonLd={[{ name: '</script><script>alert(1)</script>' }]} />,
    );
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).not.toContain('</script>');
    expect(jsonLd()[0]?.name).toBe('</script><script>alert(1)</script>');
  });
});

describe('structured data', () => {
  it('uses the spec §9 defaults on the homepage (site-wide review count)', () => {
    const [organization] = homeJsonLd('https://prohive.example');
    expect(organization?.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 2847 });
    expect(organization?.areaServed).toEqual({ '@type': 'Country', name: 'United States' });
  });

  it('uses the spec §9 defaults on service pages', () => {
    const [service] = serviceJsonLd({
      origin: 'https://prohive.example',
      slug: 'hvac',
      name: 'HVAC',
      description: 'Heating and cooling.',
    });
    expect(service).toMatchObject({
      '@type': 'Service',
      url: 'https://prohive.example/services/hvac',
      aggregateRating: { ratingValue: 4.8, reviewCount: 1540 },
      offers: { priceCurrency: 'USD', lowPrice: 50, highPrice: 500 },
      provider: { priceRange: '$50-$500' },
      areaServed: { name: 'United States' },
      additionalProperty: { minValue: 1, maxValue: 8, unitCode: 'HUR' },
    });
    expect(STRUCTURED_DATA_DEFAULTS.priceRange).toBe('$50-$500');
  });
});
