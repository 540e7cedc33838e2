import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@prohive/ui';
import type { SignupRole } from './authRules';

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  max-width: 420px;

  /* A long submit label ("Create account and continue to checkout") wraps on a phone instead of widening the page. */
  button[type='submit'] {
    height: auto;
    min-height: 48px;
    padding-block: 8px;
    white-space: normal;
  }
`;

const FieldLabel = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  font-weight: 600;

  input {
    height: 48px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 400;
  }
`;

const RoleChoice = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(1.5)};
    font-weight: 600;
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;

interface FieldProps {
  label: string;
  name: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}

function Field({ label, onChange, ...input }: FieldProps) {
  return (
    <FieldLabel>
      {label}
      <input {...input} required onChange={(event) => onChange(event.target.value)} />
    </FieldLabel>
  );
}

function FormError({ children }: { children: ReactNode }) {
  return children ? <ErrorText role="alert">{children}</ErrorText> : null;
}

export interface SignInValues {
  email: string;
  password: string;
}

export function SignInForm({
  onSubmit,
  busy,
  error,
}: {
  onSubmit: (values: SignInValues) => void;
  busy: boolean;
  error: string | null;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email: email.trim(), password });
  };
  return (
    <Form onSubmit={submit} aria-label="Sign in" noValidate={false}>
      <Field label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <FormError>{error}</FormError>
      <Button type="submit" disabled={busy} fullWidth>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </Form>
  );
}

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  role: SignupRole;
}

export function RegisterForm({
  onSubmit,
  busy,
  error,
  role,
  onRoleChange,
  roleLocked = false,
  submitLabel = 'Create account',
}: {
  onSubmit: (values: RegisterValues) => void;
  busy: boolean;
  error: string | null;
  /** Held by the page, because Google sign-up on the same tab registers with this role too. */
  role: SignupRole;
  onRoleChange: (role: SignupRole) => void;
  /** Hide the role choice (e.g. /provider-signup, where the account can only be a provider's). */
  roleLocked?: boolean;
  submitLabel?: string;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const roleGroup = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ name, email: email.trim(), password, role });
  };
  return (
    <Form onSubmit={submit} aria-label="Create account">
      <Field label="Name" name="name" type="text" autoComplete="name" value={name} onChange={setName} />
      <Field label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      {roleLocked ? null : (
        <RoleChoice>
          <legend>I am a</legend>
          <label>
            <input
              type="radio"
              name={roleGroup}
              value="customer"
              checked={role === 'customer'}
              onChange={() => onRoleChange('customer')}
            />
            Customer
          </label>
          <label>
            <input
              type="radio"
              name={roleGroup}
              value="provider"
              checked={role === 'provider'}
              onChange={() => onRoleChange('provider')}
            />
            Service professional
          </label>
        </RoleChoice>
      )}
      <FormError>{error}</FormError>
      <Button type="submit" disabled={busy} fullWidth>
        {busy ? 'Creating your account…' : submitLabel}
      </Button>
    </Form>
  );
}
