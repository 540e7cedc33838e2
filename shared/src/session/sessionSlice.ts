import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SIGNED_OUT, type SessionState, type SessionUser } from './types';

/**
 * The reducer only stores outcomes; the rules (JWT parsing, expiry) run in thunks with an injected clock, so
 * the reducer stays pure and replayable.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: SIGNED_OUT,
  reducers: {
    /** A new session state decided by the session rules (sign-in, restore, refresh). */
    sessionReplaced: (_state, action: PayloadAction<SessionState>) => action.payload,
    /** Spec §4: setting auth to null signs out and clears the user state. */
    signOut: () => SIGNED_OUT,
    /** New user details (e.g. after an avatar change) for a signed-in session; ignored when signed out. */
    sessionUserUpdated: (state, action: PayloadAction<SessionUser>) => {
      if (state.auth) state.userState = action.payload;
    },
  },
});

export const { sessionReplaced, signOut, sessionUserUpdated } = sessionSlice.actions;
