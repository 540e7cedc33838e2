// What the /auth page does with a filled form: call the api through the shared RTK Query endpoints, put the
// session into the one store (so the shell's header changes at once), then navigate by spec §4. Google
// sign-in ends the same way, from the credential Google's button returns.
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from '@prohive/shared';
import { toast } from 'react-toastify';
import {
  clearPreviousPage,
  readPreviousPage,
  signIn,
  useAppDispatch,
  useGoogleLoginMutation,
  useLoginMutation,
  useRegisterMutation,
  useRoles,
} from '@prohive/shared';
import type { LoginResponse } from '@prohive/shared';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import {
  CHECKOUT_EXCEPTION_TOAST,
  CHECKOUT_FAILED_TOAST,
  CHECKOUT_FALLBACK_PATH,
} from '../../lib/checkoutRules';
import { useStartCheckout } from '../../lib/useStartCheckout';
import { serverFieldErrors } from '../../lib/serverErrors';
import type { RegisterFieldErrors, RegisterValues, SignInValues } from './AuthForms';
import type { CheckoutIds, SignupRole } from '../../lib/authRules';
import {
  GOOGLE_FAILED_MESSAGE,
  checkoutIdsFrom,
  LOGIN_FAILED_MESSAGE,
  SIGNUP_FAILED_MESSAGE,
  destinationAfterAuth,
  registrationName,
  roleIdFor,
} from '../../lib/authRules';

/** The server's field messages for the fields the registration form shows. */
function registerFieldsOf(error: FetchBaseQueryError | SerializedError): RegisterFieldErrors {
  const fields = serverFieldErrors(error) ?? {};
  const shown: RegisterFieldErrors = {};
  for (const field of ['name', 'email', 'password'] as const) {
    if (fields[field]) shown[field] = fields[field];
  }
  return shown;
}

export function useAuthActions() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { list: roles } = useRoles();
  const [login, loginState] = useLoginMutation();
  const [register, registerState] = useRegisterMutation();
  const [googleLogin, googleState] = useGoogleLoginMutation();
  const [loginError, setLoginError] = useState<string | null>(null);
  const [registerError, setRegisterError] = useState<string | null>(null);
  const [registerFieldErrors, setRegisterFieldErrors] = useState<RegisterFieldErrors>({});
  const [googleError, setGoogleError] = useState<string | null>(null);

  const checkout = useStartCheckout();
  const startCheckout = checkout.start;

  /** Puts the session into the one store; throws (like `signIn`) when the token is unusable. */
  const establish = useCallback(
    (response: LoginResponse) => {
      dispatch(signIn({ token: response.access_token, type: 'Bearer', userState: response.user }));
      // An earlier failure's toast would otherwise stay up on the dashboard (toasts wait to be dismissed).
      toast.dismiss();
    },
    [dispatch],
  );

  const finish = useCallback(
    (response: LoginResponse) => {
      establish(response);
      const destination = destinationAfterAuth(response.user, params.get('redirect'), readPreviousPage());
      clearPreviousPage();
      navigate(destination, { replace: true });
    },
    [establish, navigate, params],
  );

  /**
   * Spec §4/§8: registration from a paid plan's link goes straight to checkout. A refused session → 'Failed to
   * create checkout session…', no usable answer → 'Error processing subscription…'; both back to the plans.
   */
  const checkoutAfterSignup = useCallback(
    async (response: LoginResponse, ids: CheckoutIds) => {
      establish(response);
      clearPreviousPage();
      const outcome = await startCheckout(response.user.id, ids);
      if (outcome.ok) return;
      toast.error(outcome.failure === 'response' ? CHECKOUT_FAILED_TOAST : CHECKOUT_EXCEPTION_TOAST);
      navigate(CHECKOUT_FALLBACK_PATH, { replace: true });
    },
    [establish, navigate, startCheckout],
  );

  const submitSignIn = useCallback(
    async (values: SignInValues) => {
      setLoginError(null);
      try {
        finish(await login(values).unwrap());
      } catch {
        setLoginError(LOGIN_FAILED_MESSAGE);
        toast.error(LOGIN_FAILED_MESSAGE);
      }
    },
    [finish, login],
  );

  const submitRegister = useCallback(
    async (values: RegisterValues) => {
      setRegisterError(null);
      setRegisterFieldErrors({});
      let response: LoginResponse;
      try {
        response = await register({
          name: registrationName(values.name),
          email: values.email,
          password: values.password,
          password_confirmation: values.password,
          roleId: roleIdFor(values.role, roles),
        }).unwrap();
      } catch (error) {
        // The server's reason under the field it concerns (a common password, an email already taken) tells the
        // person what to change; "try again later" stays for failures no field explains.
        const fields = registerFieldsOf(error as FetchBaseQueryError | SerializedError);
        setRegisterFieldErrors(fields);
        setRegisterError(Object.keys(fields).length > 0 ? null : SIGNUP_FAILED_MESSAGE);
        toast.error(SIGNUP_FAILED_MESSAGE);
        return;
      }
      const ids = checkoutIdsFrom(params);
      try {
        if (ids) await checkoutAfterSignup(response, ids);
        else finish(response);
      } catch {
        // Only a session the store refused lands here; the account exists, but signing in did not work.
        setRegisterError(SIGNUP_FAILED_MESSAGE);
        toast.error(SIGNUP_FAILED_MESSAGE);
      }
    },
    [checkoutAfterSignup, finish, params, register, roles],
  );

  /** Spec §8: a missing credential is the same failure as a refused one. */
  const submitGoogle = useCallback(
    async (credential: string | undefined, role: SignupRole) => {
      setGoogleError(null);
      try {
        if (!credential) throw new Error('Google returned no credential');
        finish(await googleLogin({ id_token: credential, roleId: roleIdFor(role, roles) }).unwrap());
      } catch {
        setGoogleError(GOOGLE_FAILED_MESSAGE);
        toast.error(GOOGLE_FAILED_MESSAGE);
      }
    },
    [finish, googleLogin, roles],
  );

  return {
    submitSignIn,
    submitRegister,
    submitGoogle,
    signingIn: loginState.isLoading,
    // Creating the account, then (from a plan's link) the checkout session and the hand-off to its page.
    registering: registerState.isLoading || checkout.starting,
    signingInWithGoogle: googleState.isLoading,
    loginError,
    registerError,
    registerFieldErrors,
    googleError,
  };
}
