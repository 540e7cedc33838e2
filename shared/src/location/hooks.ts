import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { detectLocation, selectLocation, type LocationState } from './locationSlice';

/**
 * Starts location detection once when mounted; the shell mounts it at the top of the tree. The ref keeps
 * React's development double-mount from asking twice.
 */
export function useLocationDetection(): void {
  const dispatch = useAppDispatch();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void dispatch(detectLocation());
  }, [dispatch]);
}

/** The detected location (spec §3 fields). */
export function useDetectedLocation(): LocationState {
  return useAppSelector(selectLocation);
}
