import { useCallback, useState } from 'react';
import { useSearchParams } from '@prohive/shared';
import { AreaPage } from '@prohive/ui';
import styled from 'styled-components';
import { RegisterForm, SignInForm } from '../features/auth/AuthForms';
import { useAuthActions } from '../features/auth/useAuthActions';
import { checkoutIdsFrom, type SignupRole } from '../lib/authRules';
import { GoogleSignIn } from '../features/auth/google/GoogleSignIn';

type Mode = 'signin' | 'register';

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};

  button {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }

  button[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const CheckoutNotice = styled.p`
  max-width: 420px;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

/** /auth: sign in with email and password (or Google), or create a customer or provider account. */
export default function AuthPage() {
  const [params] = useSearchParams();
  // A plan's subscribe link (spec §4) means a new provider account followed by checkout.
  const [checkoutIds] = useState(() => checkoutIdsFrom(params));
  const [mode, setMode] = useState<Mode>(
    params.get('mode') === 'register' || checkoutIds ? 'register' : 'signin',
  );
  const [registerRole, setRegisterRole] = useState<SignupRole>(
    params.get('role') === 'provider' || checkoutIds ? 'provider' : 'customer',
  );
  const auth = useAuthActions();
  const { submitGoogle } = auth;
  // Google on the sign-in tab is a customer unless the api already knows the account; on the register tab it
  // follows the role chosen in the form.
  const googleRole: SignupRole = mode === 'register' ? registerRole : 'customer';
  const onGoogleCredential = useCallback(
    (credential: string | undefined) => void submitGoogle(credential, googleRole),
    [submitGoogle, googleRole],
  );
  return (
    <AreaPage
      title={mode === 'signin' ? 'Sign in' : 'Create your account'}
      intro={
        mode === 'signin'
          ? 'Welcome back. Sign in to follow your jobs, bids and messages.'
          : 'Join Prohive as a customer to post jobs and compare bids, or as a service professional to find work.'
      }
    >
      <Tabs role="tablist" aria-label="Sign in or create an account">
        <button type="button" role="tab" aria-selected={mode === 'signin'} onClick={() => setMode('signin')}>
          Sign in
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={mode === 'register'}
          onClick={() => setMode('register')}
        >
          Create account
        </button>
      </Tabs>
      {checkoutIds && mode === 'register' ? (
        <CheckoutNotice role="note">
          After creating your account you go straight to secure checkout for your plan.
        </CheckoutNotice>
      ) : null}
      {mode === 'signin' ? (
        <SignInForm onSubmit={auth.submitSignIn} busy={auth.signingIn} error={auth.loginError} />
      ) : (
        <RegisterForm
          onSubmit={auth.submitRegister}
          busy={auth.registering}
          error={auth.registerError}
          fieldErrors={auth.registerFieldErrors}
          role={registerRole}
          onRoleChange={setRegisterRole}
        />
      )}
      <GoogleSignIn
        text={mode === 'signin' ? 'signin_with' : 'signup_with'}
        onCredential={onGoogleCredential}
        busy={auth.signingInWithGoogle}
        error={auth.googleError}
      />
    </AreaPage>
  );
}
