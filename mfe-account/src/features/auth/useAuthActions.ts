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
import type { RegisterValues, SignInValues } from './AuthForms';
import type { SignupRole } from './authRules';
import {
  GOOGLE_FAILED_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  SIGNUP_FAILED_MESSAGE,
  destinationAfterAuth,
  registrationName,
  roleIdFor,
} from './authRules';

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
  const [googleError, setGoogleError] = useState<string | null>(null);

  const finish = useCallback(
    (response: LoginResponse) => {
      dispatch(signIn({ token: response.access_token, type: 'Bearer', userState: response.user }));
      // An earlier failure's toast would otherwise stay up on the dashboard (toasts wait to be dismissed).
      toast.dismiss();
      const destination = destinationAfterAuth(response.user, params.get('redirect'), readPreviousPage());
      clearPreviousPage();
      navigate(destination, { replace: true });
    },
    [dispatch, navigate, params],
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
      try {
        const response = await register({
          name: registrationName(values.name),
          email: values.email,
          password: values.password,
          password_confirmation: values.password,
          roleId: roleIdFor(values.role, roles),
        }).unwrap();
        finish(response);
      } catch {
        setRegisterError(SIGNUP_FAILED_MESSAGE);
        toast.error(SIGNUP_FAILED_MESSAGE);
      }
    },
    [finish, register, roles],
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
    registering: registerState.isLoading,
    signingInWithGoogle: googleState.isLoading,
    loginError,
    registerError,
    googleError,
  };
}
