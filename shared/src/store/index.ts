export {
  createAppStore,
  restoreStoredSession,
  type AppDispatch,
  type AppStore,
  type AppStoreOptions,
} from './createAppStore';
export { rootReducer, type LazyLoadedSlices, type RootState } from './rootReducer';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export type { AppServices, KeyValueStorage } from './services';
