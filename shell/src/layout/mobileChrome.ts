// One module per variant, so both of its parts come in one chunk from one import.
export { MobileHeader } from './mobile/MobileHeader';
export { MobileTabBar } from './mobile/MobileTabBar';
