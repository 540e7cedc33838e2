/**
 * Sends the whole browser to another document (the hosted checkout page). A module of its own so tests can
 * replace it: jsdom cannot navigate, and `window.location.assign` cannot be spied on there.
 */
export function redirectBrowser(url: string): void {
  window.location.assign(url);
}
