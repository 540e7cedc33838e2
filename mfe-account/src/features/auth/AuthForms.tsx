import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import type { SignupRole } from '../../lib/authRules';
import { Button } from '@prohive/ui';

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

const FieldWithError = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};

  input {
    border-color: ${({ theme }) => theme.colors.danger};
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
  /** The server's message about this field, shown under it and tied to the input. */
  error?: string;
}

function Field({ label, onChange, error, ...input }: FieldProps) {
  const errorId = useId();
  const field = (
    <FieldLabel>
      {label}
      <input
        {...input}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldLabel>
  );
  if (!error) return field;
  // Outside the label, so the input's name stays its label and the message is its description.
  return (
    <FieldWithError>
      {field}
      <ErrorText id={errorId}>{error}</ErrorText>
    </FieldWithError>
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

export type RegisterFieldErrors = Partial<Record<'name' | 'email' | 'password', string>>;

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
  fieldErrors = {},
}: {
  onSubmit: (values: RegisterValues) => void;
  busy: boolean;
  error: string | null;
  /** The server's reasons per field (e.g. a password that is too common). */
  fieldErrors?: RegisterFieldErrors;
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
      <Field
        label="Name"
        name="name"
        type="text"
        autoComplete="name"
        value={name}
        onChange={setName}
        error={fieldErrors.name}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={fieldErrors.email}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={fieldErrors.password}
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
