/** Stripe's placeholder in success_url, replaced by the checkout session id when the browser returns. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * A return URL the site may send the browser to after checkout, or null. Only absolute http(s) URLs whose
 * origin is one of the site's own (SITE_ORIGINS) pass, so checkout can never be turned into an open redirect:
 * `javascript:`, protocol-relative `//host`, credentials (`http://site@evil`) and other origins are refused.
 * The answer is the WHATWG-normalised form, which is what gets stored and redirected to.
 */
export function siteReturnUrl(raw: string, siteOrigins: readonly string[]): URL | null {
  const text = raw.trim();
  // A relative or scheme-less value would resolve against whatever base a later reader picks.
  if (!/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return siteOrigins.includes(url.origin) ? url : null;
}

/**
 * The success URL as a template holding Stripe's literal placeholder exactly once: the caller's own
 * placeholder where they put it (the URL parser may have percent-encoded its braces in a path), else
 * `session_id={CHECKOUT_SESSION_ID}` appended to the query, before any fragment.
 */
export function successUrlTemplate(url: URL): string {
  const href = url.href.replace(/%7BCHECKOUT_SESSION_ID%7D/gi, SESSION_ID_PLACEHOLDER);
  if (href.includes(SESSION_ID_PLACEHOLDER)) return href;
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const separator = beforeHash.includes('?')
    ? beforeHash.endsWith('?') || beforeHash.endsWith('&')
      ? ''
      : '&'
    : '?';
  return `${beforeHash}${separator}session_id=${SESSION_ID_PLACEHOLDER}${hash}`;
}

/** The template with the session id filled in (what Stripe does when redirecting). */
export function fillSessionId(template: string, sessionId: string): string {
  return template.split(SESSION_ID_PLACEHOLDER).join(encodeURIComponent(sessionId));
}
