import { useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { apiErrorMessage, type EmailPreferences as Preferences } from '@prohive/shared';
import { Loading } from '@prohive/ui';
import {
  useEmailPreferencesQuery,
  useSaveEmailPreferencesMutation,
} from '../../lib/api/emailPreferencesEndpoints';
import { ErrorState } from '../../components/ui';
import { ErrorText, Hint } from './formUi';

export const EMAIL_PREFERENCES_SAVED = 'Email preferences saved';

type Key = keyof Preferences;

const CHOICES: Array<{ key: Key; label: string; hint: string; providersOnly?: boolean }> = [
  {
    key: 'bids',
    label: 'Bids',
    hint: 'New bids on your jobs, and when a bid is accepted, declined or withdrawn.',
  },
  { key: 'messages', label: 'Messages', hint: 'New messages while you are away from the site.' },
  {
    key: 'job_alerts',
    label: 'Job alerts',
    hint: 'New jobs that match your services and area.',
    providersOnly: true,
  },
];

/**
 * Email switches that save as soon as they change (a toast confirms, a refusal puts the switch back with the
 * reason). Account and security emails cannot be turned off, so they are not offered.
 */
export function EmailPreferences({ isProvider }: { isProvider: boolean }) {
  const query = useEmailPreferencesQuery();
  const [save] = useSaveEmailPreferencesMutation();
  // What the user asked for while the api has not confirmed it, so a switch does not flick back and forth.
  const [pending, setPending] = useState<Preferences | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (query.isLoading) return <Loading fullHeight={false} label="Loading your email preferences…" />;
  if (!query.data) {
    return (
      <ErrorState
        what="your email preferences"
        message={apiErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const current = pending ?? query.data;

  const change = async (key: Key, value: boolean) => {
    const next = { ...current, [key]: value };
    setPending(next);
    setError(null);
    const result = await save(next);
    setPending(null);
    if ('error' in result) {
      setError(`Your change was not saved: ${apiErrorMessage(result.error)}`);
      return;
    }
    toast.success(EMAIL_PREFERENCES_SAVED);
  };

  return (
    <Fieldset>
      <legend>Send me emails about</legend>
      {CHOICES.filter((choice) => isProvider || !choice.providersOnly).map((choice) => (
        <Choice key={choice.key}>
          <input
            id={`email-${choice.key}`}
            type="checkbox"
            role="switch"
            checked={current[choice.key]}
            disabled={pending !== null}
            aria-describedby={`email-${choice.key}-hint`}
            onChange={(event) => void change(choice.key, event.target.checked)}
          />
          <span>
            <label htmlFor={`email-${choice.key}`}>{choice.label}</label>
            <Hint id={`email-${choice.key}-hint`}>{choice.hint}</Hint>
          </span>
        </Choice>
      ))}
      <Hint>Emails about your account and security are always sent.</Hint>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-weight: 600;
  }
`;

const Choice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};

  input {
    flex-shrink: 0;
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  label {
    font-weight: 600;
  }
  p {
    margin: 0;
  }
`;
