import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from './createAppStore';
import type { RootState } from './rootReducer';

/** Typed `useDispatch`: thunks (including the injected services) and RTK Query actions type-check. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
