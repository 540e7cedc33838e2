import { useEffect } from 'react';

export interface DocumentMeta {
  /** The `<meta name="description">` text. */
  description: string;
  /** Site-relative path of the canonical URL ('/faq'); made absolute against the page's origin. */
  canonicalPath: string;
  /** JSON-LD objects, each rendered as its own `<script type="application/ld+json">`. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
}

/** Marks the head elements this hook made, so cleanup removes only its own and never the shell's. */
const OWNER_ATTR = 'data-marketing-meta';

/** An existing element is reused (and restored afterwards), so a page never leaves two descriptions behind. */
function upsertHeadElement<T extends HTMLElement>(
  selector: string,
  create: () => T,
): { el: T; restore: () => void } {
  const existing = document.head.querySelector<T>(selector);
  if (existing) {
    const snapshot = existing.cloneNode(true) as T;
    return {
      el: existing,
      restore: () => {
        for (const attr of Array.from(existing.attributes)) existing.removeAttribute(attr.name);
        for (const attr of Array.from(snapshot.attributes)) existing.setAttribute(attr.name, attr.value);
      },
    };
  }
  const el = create();
  el.setAttribute(OWNER_ATTR, '');
  document.head.appendChild(el);
  return { el, restore: () => el.remove() };
}

/** The canonical URL for a site path: the page's origin, the path without a trailing slash (except '/'). */
export function canonicalUrl(path: string, origin: string = window.location.origin): string {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return new URL(clean || '/', origin).href;
}

/**
 * Sets the page's meta description, canonical link and JSON-LD for as long as the page is mounted, then puts
 * the head back as it was. Titles stay with `usePageTitle` from @prohive/shared.
 */
export function useDocumentMeta({ description, canonicalPath, jsonLd }: DocumentMeta): void {
  const jsonText = jsonLd ? jsonLd.map((item) => JSON.stringify(item)) : [];
  const jsonKey = jsonText.join('\n');

  useEffect(() => {
    const meta = upsertHeadElement('meta[name="description"]', () => {
      const el = document.createElement('meta');
      el.setAttribute('name', 'description');
      return el;
    });
    meta.el.setAttribute('content', description);

    const link = upsertHeadElement('link[rel="canonical"]', () => {
      const el = document.createElement('link');
      el.setAttribute('rel', 'canonical');
      return el;
    });
    link.el.setAttribute('href', canonicalUrl(canonicalPath));

    const scripts = jsonKey
      ? jsonKey.split('\n').map((text) => {
          const el = document.createElement('script');
          el.type = 'application/ld+json';
          el.setAttribute(OWNER_ATTR, '');
          // JSON.stringify leaves '<' alone; escaping it keeps a '</script>' inside a string from closing the tag.
          el.textContent = text.replace(/</g, '\\u003c');
          document.head.appendChild(el);
          return el;
        })
      : [];

    return () => {
      meta.restore();
      link.restore();
      for (const el of scripts) el.remove();
    };
  }, [description, canonicalPath, jsonKey]);
}
