declare const sanitised: unique symbol;

/**
 * Post HTML that went through one of the two sanitisers (`sanitizeContent`, the browser's, or its `.server`
 * twin), the only HTML the article inserts. A brand, so a raw `content.rendered` cannot reach
 * `dangerouslySetInnerHTML` by mistake: only the sanitisers make one.
 */
export type SafeHtml = string & { readonly [sanitised]: true };
