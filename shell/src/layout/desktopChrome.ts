// One module per variant, so both of its parts come in one chunk from one import.
export { DesktopHeader } from './header/DesktopHeader';
export { SiteFooter } from './footer/SiteFooter';
