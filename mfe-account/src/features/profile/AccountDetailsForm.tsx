import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { apiErrorMessage } from '@prohive/shared';
import { Button } from '@prohive/ui';
import { useUpdateMeMutation, type MeUser, type UpdateMeRequest } from '../../lib/api/profileEndpoints';
import { FormGrid, FormMessage, InputField, TwoColumns, serverFieldErrors, type FieldErrors } from './formUi';
import { nameProblem, phoneProblem, zipProblem, NAME_MAX } from './profileRules';

export const DETAILS_SAVED = 'Your details were saved';

/** Name, phone and ZIP; only the fields that changed are sent. */
export function AccountDetailsForm({ user }: { user: MeUser }) {
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [zip, setZip] = useState(user.zip ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [updateMe, { isLoading }] = useUpdateMeMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {};
    const nameError = nameProblem(name);
    const phoneError = phoneProblem(phone);
    const zipError = zipProblem(zip);
    if (nameError) problems.name = nameError;
    if (phoneError) problems.phone = phoneError;
    if (zipError) problems.zip = zipError;
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) return;

    const changes: UpdateMeRequest = {};
    if (name.trim() !== user.name) changes.name = name.trim();
    if (phone.trim() !== (user.phone ?? '')) changes.phone = phone.trim();
    if (zip.trim() !== (user.zip ?? '')) changes.zip = zip.trim();
    if (Object.keys(changes).length === 0) {
      toast.info('Nothing to save: your details are unchanged.');
      return;
    }
    const result = await updateMe(changes);
    if ('error' in result && result.error) {
      const fields = serverFieldErrors(result.error);
      if (fields) setErrors(fields);
      else setFormError(apiErrorMessage(result.error));
      return;
    }
    const saved = result.data;
    setName(saved.name);
    setPhone(saved.phone ?? '');
    setZip(saved.zip ?? '');
    toast.success(DETAILS_SAVED);
  };

  return (
    <FormGrid aria-label="Your details" noValidate onSubmit={(event) => void submit(event)}>
      <InputField
        label="Email"
        type="email"
        value={user.email}
        readOnly
        hint="Your sign-in email cannot be changed here."
      />
      <InputField
        label="Name"
        name="name"
        autoComplete="name"
        maxLength={NAME_MAX}
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TwoColumns>
        <InputField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          error={errors.phone}
          hint="Optional. Shown to customers whose job you bid on."
          onChange={(event) => setPhone(event.target.value)}
        />
        <InputField
          label="ZIP code"
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={zip}
          error={errors.zip}
          onChange={(event) => setZip(event.target.value)}
        />
      </TwoColumns>
      <FormMessage>{formError}</FormMessage>
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save details'}
        </Button>
      </div>
    </FormGrid>
  );
}
