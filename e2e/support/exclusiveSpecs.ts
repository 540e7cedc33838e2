// Specs that must have the site to themselves run alone, after the rest (playwright.config.ts):
// - the ones that take servers down (stop a remote, serve a redeployed build, restart the shell): another
//   browser would meet the missing server half-way through its own test. support/siteState.ts refuses to stop
//   or start a server from any spec not listed here;
// - tests tagged EXCLUSIVE_TAG (`{ tag: '@exclusive' }`) in other specs: the ones comparing site-wide figures
//   read at two moments (marketing: a service page's live job count against the api's summary), which a job
//   posted by the other browser in between would change.

export const EXCLUSIVE_PROJECT = 'chromium-exclusive';
export const EXCLUSIVE_TAGGED_PROJECT = 'chromium-exclusive-tests';
export const EXCLUSIVE_TAG = /@exclusive\b/;

export const EXCLUSIVE_SPECS = [
  /[\\/]redeploy\.spec\.ts$/,
  /[\\/]remote-failure\.spec\.ts$/,
  /[\\/]server-rendering\.spec\.ts$/,
];
