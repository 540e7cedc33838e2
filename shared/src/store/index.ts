export {
  createAppStore,
  restoreStoredSession,
  type AppDispatch,
  type AppStore,
  type AppStoreOptions,
} from './createAppStore';
export { rootReducer, type LazyLoadedSlices, type RootState } from './rootReducer';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
// Redux and react-redux are bundled inside this singleton (not shared libraries of their own: see
// docs/decisions/shell-and-federation.md), so the store's Provider must come from here too.
export { Provider as StoreProvider } from 'react-redux';
export type { AppServices, KeyValueStorage } from './services';
