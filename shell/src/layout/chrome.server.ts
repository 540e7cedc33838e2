// The server build's twin of chrome.tsx (it resolves `./chrome` to this file first): the header and footer
// are rendered synchronously into the HTML, never left to stream in later. The browser preloads instead.
export { DesktopHeader, SiteFooter } from './desktopChrome';
export { MobileHeader, MobileTabBar } from './mobileChrome';
