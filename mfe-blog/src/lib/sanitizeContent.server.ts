import sanitizeHtml from 'sanitize-html';
import type { SafeHtml } from './safeHtml';

// The server build's `./sanitizeContent` (scripts/webpack/createAppConfig.ts resolves `.server.ts` first), so a
// server-rendered article carries its body in the HTML. The rules are sanitizeContent.ts's, written as an
// allow-list because sanitize-html parses without a DOM: Node has none, and bundling one (jsdom) into the
// server container would cost more than this. It is never part of the browser build.
//
// What differs from the browser's: no `id`, `name` or `class`. The body sits in the page before the JSON
// script the browser reads its state from by id, so an id from a post could stand in for it; a class could
// borrow the site's own styles (a fixed overlay). Neither is needed to read an article.

const SAME_WINDOW_TARGETS = new Set(['', '_self', '_top', '_parent']);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'sub',
    'sup',
    'mark',
    'small',
    'abbr',
    'time',
    'blockquote',
    'cite',
    'q',
    'code',
    'pre',
    'kbd',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'hreflang'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['scope', 'colspan', 'rowspan', 'headers'],
    td: ['colspan', 'rowspan', 'headers'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    abbr: ['title'],
    time: ['datetime'],
    blockquote: ['cite'],
    q: ['cite'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  // Everything not allowed goes, but the text of an unknown wrapper stays; scripts, styles and form controls
  // go with their content (sanitize-html's nonTextTags).
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'xmp', 'noembed'],
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      if (target === undefined || SAME_WINDOW_TARGETS.has(target.trim().toLowerCase()))
        return { tagName, attribs: rest };
      // A link that opens another window must not hand it a reference back to this page.
      return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } };
    },
    img: (tagName, attribs) => ({
      tagName,
      // Article images below the fold should not compete with the page for bandwidth.
      attribs: { ...attribs, loading: attribs.loading || 'lazy', decoding: 'async' },
    }),
  },
};

/** WordPress post HTML made safe to insert, without a DOM: the server's twin of sanitizeContent.ts. */
export function sanitizeContent(html: string): SafeHtml {
  if (!html) return '' as SafeHtml;
  return sanitizeHtml(html, OPTIONS) as SafeHtml;
}
