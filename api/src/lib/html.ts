import { escapeUTF8 } from 'entities/escape';

/**
 * Escapes the five characters that matter in HTML text and quoted attributes (`&#39;` for the apostrophe),
 * for the few pages and fragments the api writes itself (test-mode checkout, WordPress-shaped content).
 */
export const escapeHtml: (text: string) => string = escapeUTF8;
