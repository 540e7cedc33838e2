import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { AppServices } from '../store/services';
import { LOCATION_UNAVAILABLE_MESSAGE } from './constants';
import { findLocation, type DetectOptions, type LocationFix } from './detect';

/** Spec §3 location state. */
export interface LocationState {
  latitude: number | null;
  longitude: number | null;
  zipCode: string | null;
  error: string | null;
  loading: boolean;
}

/** Spec §4: location starts loading with no coordinates. */
export const initialLocationState: LocationState = {
  latitude: null,
  longitude: null,
  zipCode: null,
  error: null,
  loading: true,
};

/** Detects the visitor's position and postal code through the injected {@link AppServices.location} adapter. */
export const detectLocation = createAsyncThunk<
  LocationFix,
  DetectOptions | void,
  { extra: AppServices; rejectValue: string }
>('location/detect', async (options, { extra, rejectWithValue }) => {
  const fix = await findLocation(extra.location, options ?? {}, extra.locationMemory);
  return fix ?? rejectWithValue(LOCATION_UNAVAILABLE_MESSAGE);
});

const isSilent = (options: DetectOptions | void) => Boolean(options?.silent);

export const locationSlice = createSlice({
  name: 'location',
  initialState: initialLocationState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(detectLocation.pending, (state, action) => {
        // A silent refresh keeps showing what we have instead of flashing "Detecting location..." again.
        if (isSilent(action.meta.arg)) return;
        state.loading = true;
        state.error = null;
      })
      .addCase(detectLocation.fulfilled, (_state, action) => ({
        ...action.payload,
        error: null,
        loading: false,
      }))
      .addCase(detectLocation.rejected, (state, action) => {
        state.loading = false;
        // A failed background refresh must not wipe a location found earlier.
        if (isSilent(action.meta.arg) && state.latitude !== null) return;
        state.error = action.payload ?? LOCATION_UNAVAILABLE_MESSAGE;
      });
  },
});

export interface WithLocation {
  location: LocationState;
}

export const selectLocation = (state: WithLocation): LocationState => state.location;
export const selectZipCode = (state: WithLocation): string | null => state.location.zipCode;
export const selectIsDetectingLocation = (state: WithLocation): boolean => state.location.loading;
