import { render } from '@testing-library/react';
import {
  HEAD_MARKER,
  canonicalUrl,
  jsonLdText,
  useDocumentHead,
  type DocumentHead,
} from '../useDocumentHead';

function Head({ head }: { head: DocumentHead | null }) {
  useDocumentHead(head);
  return null;
}

const HEAD: DocumentHead = {
  meta: [
    { name: 'description', content: 'About taps' },
    { property: 'og:title', content: 'Taps' },
    { name: 'twitter:image', content: '' },
  ],
  canonical: 'https://prohive.example/blog/taps',
  jsonLd: { '@type': 'BlogPosting', headline: '</script><script>alert(1)</script>' },
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('useDocumentHead', () => {
  it('adds the tags while mounted and removes every one on unmount', () => {
    const { unmount } = render(<Head head={HEAD} />);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'About taps');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Taps');
    // Empty values are not written.
    expect(document.head.querySelector('meta[name="twitter:image"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', HEAD.canonical);
    const script = document.head.querySelector('script[type="application/ld+json"]')!;
    expect(JSON.parse(script.textContent!)).toEqual(HEAD.jsonLd);
    expect(script.textContent).not.toContain('</script>');

    unmount();
    expect(document.head.children).toHaveLength(0);
  });

  it('updates tags the document already had and restores them afterwards', () => {
    document.head.innerHTML =
      '<meta name="description" content="Shell default"><link rel="canonical" href="https://prohive.example/">';
    const { unmount } = render(<Head head={HEAD} />);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'About taps');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Shell default',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://prohive.example/',
    );
    expect(document.head.querySelectorAll(`[${HEAD_MARKER}]`)).toHaveLength(0);
  });

  it('swaps tags when the page changes what it says, and leaves them when it re-renders the same', () => {
    const { rerender, unmount } = render(<Head head={HEAD} />);
    const first = document.head.querySelector('meta[property="og:title"]');
    rerender(<Head head={{ ...HEAD, meta: [...HEAD.meta] }} />);
    expect(document.head.querySelector('meta[property="og:title"]')).toBe(first);

    rerender(<Head head={{ meta: [{ property: 'og:title', content: 'Other' }] }} />);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Other');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    unmount();
  });

  it('writes nothing for no head', () => {
    render(<Head head={null} />);
    expect(document.head.children).toHaveLength(0);
  });

  it('escapes < in JSON-LD', () => {
    expect(jsonLdText({ a: '<b>' })).toBe('{"a":"\\u003cb>"}');
  });
});

describe('several structured-data objects', () => {
  it('writes one script per object and removes them all', () => {
    const head: DocumentHead = { meta: [], jsonLd: [{ '@type': 'Organization' }, { '@type': 'WebSite' }] };
    const { unmount } = render(<Head head={head} />);
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(Array.from(scripts).map((script) => JSON.parse(script.textContent!)['@type'])).toEqual([
      'Organization',
      'WebSite',
    ]);
    unmount();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('canonicalUrl', () => {
  it('makes a site path absolute without a trailing slash, keeping the root', () => {
    expect(canonicalUrl('/faq/', 'https://prohive.example')).toBe('https://prohive.example/faq');
    expect(canonicalUrl('/', 'https://prohive.example')).toBe('https://prohive.example/');
    expect(canonicalUrl('', 'https://prohive.example')).toBe('https://prohive.example/');
  });
});
