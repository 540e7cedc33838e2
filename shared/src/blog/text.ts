/**
 * Text helpers for WordPress output. Pure string functions (no DOM), so they behave the same in the browser,
 * in Jest and during any server-side rendering, and never execute or fetch anything found in the markup.
 */

// WordPress itself emits numeric references (wptexturize: &#8217; &#8220; &#8211; &#8230;) and the five
// escapes of esc_html; authors and plugins add the named ones below. An unknown name is left as written.
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '\u2026',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  sbquo: '\u201a',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bdquo: '\u201e',
  laquo: '\u00ab',
  raquo: '\u00bb',
  lsaquo: '\u2039',
  rsaquo: '\u203a',
  bull: '\u2022',
  middot: '\u00b7',
  prime: '\u2032',
  Prime: '\u2033',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
  plusmn: '\u00b1',
  times: '\u00d7',
  divide: '\u00f7',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
  sup2: '\u00b2',
  sup3: '\u00b3',
  micro: '\u00b5',
  para: '\u00b6',
  sect: '\u00a7',
  cent: '\u00a2',
  pound: '\u00a3',
  euro: '\u20ac',
  yen: '\u00a5',
  curren: '\u00a4',
  iexcl: '\u00a1',
  iquest: '\u00bf',
  shy: '\u00ad',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwnj: '\u200c',
  zwj: '\u200d',
  lrm: '\u200e',
  rlm: '\u200f',
  dagger: '\u2020',
  Dagger: '\u2021',
  permil: '\u2030',
  larr: '\u2190',
  rarr: '\u2192',
  uarr: '\u2191',
  darr: '\u2193',
  harr: '\u2194',
  hearts: '\u2665',
  check: '\u2713',
  star: '\u2606',
  Agrave: '\u00c0',
  Aacute: '\u00c1',
  Acirc: '\u00c2',
  Atilde: '\u00c3',
  Auml: '\u00c4',
  Aring: '\u00c5',
  AElig: '\u00c6',
  Ccedil: '\u00c7',
  Egrave: '\u00c8',
  Eacute: '\u00c9',
  Ecirc: '\u00ca',
  Euml: '\u00cb',
  Igrave: '\u00cc',
  Iacute: '\u00cd',
  Icirc: '\u00ce',
  Iuml: '\u00cf',
  Ntilde: '\u00d1',
  Ograve: '\u00d2',
  Oacute: '\u00d3',
  Ocirc: '\u00d4',
  Otilde: '\u00d5',
  Ouml: '\u00d6',
  Oslash: '\u00d8',
  Ugrave: '\u00d9',
  Uacute: '\u00da',
  Ucirc: '\u00db',
  Uuml: '\u00dc',
  Yacute: '\u00dd',
  szlig: '\u00df',
  agrave: '\u00e0',
  aacute: '\u00e1',
  acirc: '\u00e2',
  atilde: '\u00e3',
  auml: '\u00e4',
  aring: '\u00e5',
  aelig: '\u00e6',
  ccedil: '\u00e7',
  egrave: '\u00e8',
  eacute: '\u00e9',
  ecirc: '\u00ea',
  euml: '\u00eb',
  igrave: '\u00ec',
  iacute: '\u00ed',
  icirc: '\u00ee',
  iuml: '\u00ef',
  ntilde: '\u00f1',
  ograve: '\u00f2',
  oacute: '\u00f3',
  ocirc: '\u00f4',
  otilde: '\u00f5',
  ouml: '\u00f6',
  oslash: '\u00f8',
  ugrave: '\u00f9',
  uacute: '\u00fa',
  ucirc: '\u00fb',
  uuml: '\u00fc',
  yacute: '\u00fd',
  yuml: '\u00ff',
  OElig: '\u0152',
  oelig: '\u0153',
  Scaron: '\u0160',
  scaron: '\u0161',
};

// Windows-1252 code points that HTML maps for numeric references in 128–159 (wptexturize never emits them,
// but pasted Word content does).
const WINDOWS_1252: Readonly<Record<number, number>> = {
  0x80: 0x20ac,
  0x82: 0x201a,
  0x83: 0x0192,
  0x84: 0x201e,
  0x85: 0x2026,
  0x86: 0x2020,
  0x87: 0x2021,
  0x88: 0x02c6,
  0x89: 0x2030,
  0x8a: 0x0160,
  0x8b: 0x2039,
  0x8c: 0x0152,
  0x8e: 0x017d,
  0x91: 0x2018,
  0x92: 0x2019,
  0x93: 0x201c,
  0x94: 0x201d,
  0x95: 0x2022,
  0x96: 0x2013,
  0x97: 0x2014,
  0x98: 0x02dc,
  0x99: 0x2122,
  0x9a: 0x0161,
  0x9b: 0x203a,
  0x9c: 0x0153,
  0x9e: 0x017e,
  0x9f: 0x0178,
};

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

function fromCodePoint(code: number): string {
  const mapped = WINDOWS_1252[code] ?? code;
  if (mapped === 0 || mapped > 0x10ffff || (mapped >= 0xd800 && mapped <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(mapped);
}

/** Decodes HTML character references (`&#8217;`, `&#x2019;`, `&amp;`, `&hellip;`…) in one pass. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    return (name !== undefined && NAMED_ENTITIES[name]) || whole;
  });
}

// Elements whose text is never shown as text.
const INVISIBLE_ELEMENTS = /<(script|style|noscript|template|iframe|svg|object)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
// Tags after which a reader expects a break, so "end.</p><p>Next" does not become "end.Next".
const BLOCK_BOUNDARIES =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|section|article|header|footer|figure|figcaption|table|tr|td|th|pre)\b[^>]*>/gi;
const ANY_TAG = /<\/?[A-Za-z][^>]*>/g;

/**
 * Plain text from WordPress HTML: comments, scripts and styles removed with their contents, other tags
 * removed, entities decoded, whitespace collapsed. Entities are decoded after the tags are gone, so an
 * escaped `&lt;b&gt;` stays visible text instead of becoming markup.
 */
export function stripMarkup(html: string): string {
  const withoutTags = html
    .replace(COMMENTS, '')
    .replace(INVISIBLE_ELEMENTS, ' ')
    .replace(BLOCK_BOUNDARIES, ' ')
    .replace(ANY_TAG, '');
  return decodeEntities(withoutTags)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
