/**
 * A tiny typed cookie helper. The session and the previous-page marker are the only cookies the front end
 * writes, so a dependency (js-cookie) is not worth a federated singleton of its own.
 */
export interface CookieAttributes {
  /** Absent: a session cookie, gone when the browser closes. */
  expires?: Date;
  domain?: string;
  /** Defaults to '/' so every route sees the cookie. */
  path?: string;
  secure?: boolean;
  /** Defaults to 'Lax'. */
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, attributes?: CookieAttributes): void;
  /** Must be called with the domain and path the cookie was written with, or the browser keeps it. */
  remove(name: string, attributes?: Pick<CookieAttributes, 'domain' | 'path' | 'secure'>): void;
}

const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const EPOCH = new Date(0);

/** The `document.cookie` assignment string for one cookie. Values are URI-encoded; names must be RFC 6265 tokens. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes = {}): string {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`Invalid cookie name: ${JSON.stringify(name)}`);
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${attributes.path ?? '/'}`];
  if (attributes.expires) parts.push(`expires=${attributes.expires.toUTCString()}`);
  if (attributes.domain) parts.push(`domain=${attributes.domain}`);
  parts.push(`samesite=${attributes.sameSite ?? 'Lax'}`);
  if (attributes.secure) parts.push('secure');
  return parts.join('; ');
}

/** Parses a `document.cookie` string; the first occurrence of a name wins, as browsers list the most specific first. */
export function parseCookieString(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    cookies.set(name, safeDecode(pair.slice(separator + 1).trim()));
  }
  return cookies;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The browser's cookie jar, through `document.cookie`. */
export function createDocumentCookieJar(doc: Pick<Document, 'cookie'> = document): CookieJar {
  return {
    get: (name) => parseCookieString(doc.cookie).get(name) ?? null,
    set: (name, value, attributes) => {
      doc.cookie = serializeCookie(name, value, attributes);
    },
    remove: (name, attributes) => {
      doc.cookie = serializeCookie(name, '', { ...attributes, expires: EPOCH });
    },
  };
}

export interface MemoryCookie {
  value: string;
  attributes: CookieAttributes;
}

/** An in-memory jar that keeps the attributes each cookie was written with; for tests and non-browser hosts. */
export interface MemoryCookieJar extends CookieJar {
  /** The cookie as last written, with its attributes, or undefined. */
  inspect(name: string): MemoryCookie | undefined;
  names(): string[];
}

export function createMemoryCookieJar(now: () => number = () => Date.now()): MemoryCookieJar {
  const cookies = new Map<string, MemoryCookie>();
  const isLive = (cookie: MemoryCookie) =>
    !cookie.attributes.expires || cookie.attributes.expires.getTime() > now();
  const live = (name: string) => {
    const cookie = cookies.get(name);
    return cookie && isLive(cookie) ? cookie : undefined;
  };
  return {
    get: (name) => live(name)?.value ?? null,
    set: (name, value, attributes = {}) => {
      serializeCookie(name, value, attributes);
      cookies.set(name, { value, attributes: { path: '/', ...attributes } });
    },
    remove: (name) => {
      cookies.delete(name);
    },
    inspect: (name) => live(name),
    names: () => [...cookies.keys()].filter((name) => live(name) !== undefined),
  };
}
