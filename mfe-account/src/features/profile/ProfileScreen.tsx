import { useEffect } from 'react';
import styled from 'styled-components';
import { apiErrorMessage, useLocation, useMeQuery, type AuthUser } from '@prohive/shared';
import { useMyProviderProfileQuery, type MeUser } from '../../lib/api/profileEndpoints';
import { accountKindOf } from '../../lib/access';
import { ErrorState, PageFrame, PageHeading, Panel } from '../../components/ui';
import { AccountDetailsForm } from './AccountDetailsForm';
import { AvatarEditor } from './AvatarEditor';
import { BusinessProfileForm } from './BusinessProfileForm';
import { Certificates } from './Certificates';
import { DeleteAccount } from './DeleteAccount';
import { EmailPreferences } from './EmailPreferences';
import { Stack } from './formUi';
import { PasswordForm } from './PasswordForm';
import { Loading } from '@prohive/ui';

const Anchor = styled(Panel)`
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
`;

/** Scroll to `#section` links from the dashboard's checklist once the section exists. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus?.({ preventScroll: true });
  }, [hash, ready]);
}

function BusinessSection({ user }: { user: AuthUser }) {
  const profile = useMyProviderProfileQuery();
  let body;
  if (profile.isLoading) body = <Loading fullHeight={false} label="Loading your business profile…" />;
  else if (profile.isError)
    body = (
      <ErrorState
        what="your business profile"
        message={apiErrorMessage(profile.error)}
        onRetry={() => void profile.refetch()}
      />
    );
  // Keyed by whether a profile exists, so the form starts from the loaded values, not an empty first render.
  else
    body = (
      <BusinessProfileForm
        key={profile.data ? 'edit' : 'create'}
        user={user}
        profile={profile.data ?? null}
      />
    );
  return (
    <Anchor id="business" tabIndex={-1} aria-labelledby="business-heading">
      <h2 id="business-heading">Business profile</h2>
      {body}
    </Anchor>
  );
}

/** /profile for a signed-in user: details and avatar, for providers the business and certificates, then security. */
export function ProfileScreen({ user: sessionUser }: { user: AuthUser }) {
  // /me carries the phone, which the session's copy of the user may not.
  const me = useMeQuery();
  const user: MeUser = me.data ? { ...me.data, ...pickSessionFresh(sessionUser, me.data) } : sessionUser;
  const isProvider = accountKindOf(user) === 'provider';
  useScrollToHash(!me.isLoading);

  if (me.isLoading) return <Loading label="Loading your profile…" />;

  return (
    <PageFrame>
      <PageHeading title="Your profile" intro="Your details, photo and account settings." />
      <Anchor id="account" tabIndex={-1} aria-labelledby="account-heading">
        <h2 id="account-heading">Your details</h2>
        <Stack>
          <AvatarEditor user={user} />
          {/* Keyed by the loaded user so the form picks up /me's phone once it arrives. */}
          <AccountDetailsForm key={`${me.fulfilledTimeStamp ?? 0}`} user={user} />
        </Stack>
      </Anchor>
      {isProvider && <BusinessSection user={user} />}
      {isProvider && (
        <Anchor id="certificates" tabIndex={-1} aria-labelledby="certificates-heading">
          <h2 id="certificates-heading">Licence, insurance and background check</h2>
          <Certificates user={user} />
        </Anchor>
      )}
      <Anchor id="emails" tabIndex={-1} aria-labelledby="emails-heading">
        <h2 id="emails-heading">Email preferences</h2>
        <EmailPreferences isProvider={isProvider} />
      </Anchor>
      <Anchor id="password" tabIndex={-1} aria-labelledby="password-heading">
        <h2 id="password-heading">Change password</h2>
        <PasswordForm />
      </Anchor>
      <Anchor id="delete" tabIndex={-1} aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete account</h2>
        <DeleteAccount />
      </Anchor>
    </PageFrame>
  );
}

/** The session user is updated first by a save (avatar, name); prefer it for those while /me refetches. */
function pickSessionFresh(session: AuthUser, fetched: AuthUser): Partial<AuthUser> {
  return session.id === fetched.id ? { avatar: session.avatar, name: session.name } : {};
}
