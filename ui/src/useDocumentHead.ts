import { useEffect } from 'react';
import { useServerHead } from '@prohive/shared';

/** One `<meta>`: by `name` (description, robots, twitter:*) or by `property` (Open Graph). */
export interface HeadMeta {
  name?: string;
  property?: string;
  content: string;
}

/** What a page puts in `<head>` besides its title (the title goes through usePageTitle, spec §9). */
export interface DocumentHead {
  meta: HeadMeta[];
  canonical?: string;
  /** Structured data, each object written as its own `<script type="application/ld+json">`. */
  jsonLd?: Record<string, unknown> | ReadonlyArray<Record<string, unknown>>;
}

/** Marks the elements this hook created, so they are easy to find and never mistaken for the shell's. */
export const HEAD_MARKER = 'data-page-head';

function findMeta(meta: HeadMeta): HTMLMetaElement | undefined {
  const [attribute, value] = meta.property ? ['property', meta.property] : ['name', meta.name];
  return Array.from(document.head.querySelectorAll('meta')).find(
    (element) => element.getAttribute(attribute) === value,
  );
}

/** The canonical URL for a site path: the page's origin, the path without a trailing slash (except '/'). */
export function canonicalUrl(path: string, origin: string = window.location.origin): string {
  // (On the server, pages pass the request's origin from useSiteOrigin.)
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return new URL(clean || '/', origin).href;
}

/**
 * JSON-LD as script text. `<` is escaped so the text can never close its script element if the document is
 * ever serialised (a prerender, an HTML snapshot); JSON parsers read `\u003c` as `<`.
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Any page's head besides its title (which goes through usePageTitle): shared by every remote so a page never
 * inherits the previous page's description, canonical or structured data.
 *
 * Writes a page's meta tags, canonical link and JSON-LD into `<head>` while the page is shown, and takes them
 * out again when it goes, so the next page never inherits them. A tag the document already had (the shell's
 * default description) is updated in place and given its old content back afterwards.
 */
export function useDocumentHead(head: DocumentHead | null): void {
  // Pages rebuild the object on every render; only a change in what it says should touch the DOM.
  const serialised = head ? JSON.stringify(head) : '';
  // Server render: effects never run there, so the request's collector takes the head during render.
  const serverHead = useServerHead();
  if (serverHead && head) {
    serverHead.meta = head.meta.filter((meta) => meta.content);
    serverHead.canonical = head.canonical;
    serverHead.jsonLd = head.jsonLd === undefined ? [] : [head.jsonLd].flat();
  }

  useEffect(() => {
    if (!serialised) return undefined;
    const wanted = JSON.parse(serialised) as DocumentHead;
    const undo: Array<() => void> = [];

    const add = (element: HTMLElement) => {
      element.setAttribute(HEAD_MARKER, '');
      document.head.appendChild(element);
      undo.push(() => element.remove());
    };

    for (const meta of wanted.meta) {
      if (!meta.content) continue;
      const existing = findMeta(meta);
      if (existing && !existing.hasAttribute(HEAD_MARKER)) {
        const previous = existing.getAttribute('content');
        existing.setAttribute('content', meta.content);
        undo.push(() => {
          if (previous === null) existing.removeAttribute('content');
          else existing.setAttribute('content', previous);
        });
        continue;
      }
      const element = document.createElement('meta');
      if (meta.property) element.setAttribute('property', meta.property);
      else if (meta.name) element.setAttribute('name', meta.name);
      element.setAttribute('content', meta.content);
      add(element);
    }

    if (wanted.canonical) {
      const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      if (existing && !existing.hasAttribute(HEAD_MARKER)) {
        const previous = existing.getAttribute('href');
        existing.setAttribute('href', wanted.canonical);
        undo.push(() => {
          if (previous === null) existing.removeAttribute('href');
          else existing.setAttribute('href', previous);
        });
      } else {
        const link = document.createElement('link');
        link.setAttribute('rel', 'canonical');
        link.setAttribute('href', wanted.canonical);
        add(link);
      }
    }

    const structured = wanted.jsonLd === undefined ? [] : [wanted.jsonLd].flat();
    for (const data of structured) {
      const script = document.createElement('script');
      script.setAttribute('type', 'application/ld+json');
      script.textContent = jsonLdText(data);
      add(script);
    }

    return () => {
      // Newest first, so two changes to one existing tag unwind to its original content.
      for (const step of undo.reverse()) step();
    };
  }, [serialised]);
}
