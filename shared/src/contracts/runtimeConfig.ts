/**
 * Site settings decided at deploy time, not build time: the shell fetches `/config.json` before it renders
 * (and `/remotes.json` for the remotes). Whoever serves the shell writes both from environment variables.
 */
export interface RuntimeConfig {
  /** Base of the product api, same origin by default. */
  apiBaseUrl: string;
  /** REST root of the blog content source (WordPress `wp-json`), from BLOG_API_URL. */
  blogApiUrl: string;
  /** IP geolocation service (GET, json: postal, latitude, longitude). */
  ipLookupUrl: string;
  /** Reverse-geocoding service (GET: format, lat, lon, zoom, addressdetails → address.postcode). */
  reverseGeocodeUrl: string;
  /** Map tiles template for Leaflet, e.g. https://tile.example.org/{z}/{x}/{y}.png */
  mapTileUrl: string;
  /** Google sign-in client id; the Google button shows only when set. */
  googleClientId?: string;
  /** Stripe publishable key; when absent the api's test-mode checkout is used. */
  stripePublishableKey?: string;
  /**
   * The site's public origin. Set by the shell's server for its own renders only (the browser uses its
   * location); never published in /config.json.
   */
  siteOrigin?: string;
}

/** The shape of `/remotes.json`: remote name → URL of its mf-manifest.json. */
export type RemotesManifest = Record<string, string>;
