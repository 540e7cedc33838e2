import DOMPurify, { type Config } from 'dompurify';
import type { SafeHtml } from './safeHtml';

type Purifier = ReturnType<typeof DOMPurify>;

// Post HTML comes from a content service the site does not control (any WordPress at BLOG_API_URL), so it is
// treated as hostile: no scripts, no event handlers, no javascript: URLs (DOMPurify's defaults), and nothing
// that could draw over the page or collect input — styles, forms and frames go too.
//
// The browser's sanitiser: it needs a DOM, and it is loaded only when the browser fetches a post itself (a
// visit that moves on to an article). The server build resolves `./sanitizeContent` to
// sanitizeContent.server.ts instead (scripts/webpack/createAppConfig.ts), which keeps the same rules without a
// DOM; a server-rendered article arrives with its body already sanitised there.
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'option',
    'iframe',
    'frame',
    'object',
    'embed',
    'base',
    'link',
    'meta',
  ],
  FORBID_ATTR: ['style', 'formaction', 'srcdoc'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

const SAME_WINDOW_TARGETS = new Set(['', '_self', '_top', '_parent']);

function secureLink(link: Element): void {
  const target = link.getAttribute('target');
  if (target === null) return;
  if (SAME_WINDOW_TARGETS.has(target.trim().toLowerCase())) {
    link.removeAttribute('target');
    return;
  }
  // A link that opens another window must not hand it a reference back to this page.
  link.setAttribute('target', '_blank');
  link.setAttribute('rel', 'noopener noreferrer');
}

function deferImage(image: Element): void {
  // Article images below the fold should not compete with the page for bandwidth.
  if (!image.getAttribute('loading')) image.setAttribute('loading', 'lazy');
  image.setAttribute('decoding', 'async');
}

// Our own instance, so these hooks never change how anything else on the page sanitises.
let purifier: Purifier | undefined;

function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') secureLink(node as Element);
    else if (node.nodeName === 'IMG') deferImage(node as Element);
  });
  return purifier;
}

/** WordPress post HTML made safe to insert: markup kept, everything executable or page-altering removed. */
export function sanitizeContent(html: string): SafeHtml {
  if (!html) return '' as SafeHtml;
  return instance().sanitize(html, CONFIG) as SafeHtml;
}
