import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { apiErrorMessage } from '@prohive/shared';
import { Button } from '@prohive/ui';
import { useChangePasswordMutation } from '../../lib/api/profileEndpoints';
import { FormGrid, FormMessage, InputField, serverFieldErrors, type FieldErrors } from './formUi';
import { PASSWORD_MIN, passwordProblems, type PasswordForm as Values } from './profileRules';

export const PASSWORD_CHANGED = 'Your password was changed. Other devices have been signed out.';

const EMPTY: Values = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = passwordProblems(values) as FieldErrors;
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) return;
    // An account that only ever used Google has no current password; the api accepts the request without one.
    const { current_password, ...rest } = values;
    const result = await changePassword(current_password ? { current_password, ...rest } : rest);
    if ('error' in result && result.error) {
      const fields = serverFieldErrors(result.error);
      if (fields) setErrors(fields);
      else setFormError(apiErrorMessage(result.error));
      return;
    }
    setValues(EMPTY);
    toast.success(PASSWORD_CHANGED);
  };

  return (
    <FormGrid aria-label="Change password" noValidate onSubmit={(event) => void submit(event)}>
      <InputField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={values.current_password}
        error={errors.current_password}
        hint="Leave empty if you have only ever signed in with Google."
        onChange={set('current_password')}
      />
      <InputField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        hint={`At least ${PASSWORD_MIN} characters.`}
        onChange={set('password')}
      />
      <InputField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={values.password_confirmation}
        error={errors.password_confirmation}
        onChange={set('password_confirmation')}
      />
      <FormMessage>{formError}</FormMessage>
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </FormGrid>
  );
}
