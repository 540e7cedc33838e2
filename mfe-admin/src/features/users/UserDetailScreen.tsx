import { useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { Link, ROLE_NAMES, type AuthUser } from '@prohive/shared';
import { Button, formatCents, formatDate } from '@prohive/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Actions, Badge, Item, ItemList, Muted, PageHeading, Panel, QueryState } from '../../components/ui';
import { isSupremeAdmin } from '../../lib/access';
import { errorMessage, errorStatus } from '../../lib/apiErrors';
import {
  useAdminUserQuery,
  useSetUserRoleMutation,
  useSuspendUserMutation,
  useUnsuspendUserMutation,
  type AdminUserDetail,
} from '../../lib/api/usersEndpoints';
import { ADMIN_PATHS } from '../../lib/paths';
import { statusTone } from '../../lib/statusTone';

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(5)};

  > ${Panel} {
    margin: 0;
  }
`;

type Dialog = 'suspend' | 'unsuspend' | 'grant' | 'revoke' | null;

function RoleControls({ target, onOpen }: { target: AdminUserDetail; onOpen: (dialog: Dialog) => void }) {
  const name = target.role.name;
  if (name === ROLE_NAMES.supremeAdmin) return null;
  return name === ROLE_NAMES.admin ? (
    <Button variant="outline" onClick={() => onOpen('revoke')}>
      Revoke admin
    </Button>
  ) : (
    <Button variant="outline" onClick={() => onOpen('grant')}>
      Grant admin
    </Button>
  );
}

function Activity({ user }: { user: AdminUserDetail }) {
  return (
    <Sections>
      <Panel aria-labelledby="user-jobs">
        <h2 id="user-jobs">Jobs ({user.jobs.total})</h2>
        {user.jobs.recent.length === 0 ? (
          <p>No jobs posted.</p>
        ) : (
          <ItemList>
            {user.jobs.recent.map((job) => (
              <Item key={job.id}>
                <span>{job.title}</span>
                <Badge>{job.status}</Badge>
              </Item>
            ))}
          </ItemList>
        )}
      </Panel>
      <Panel aria-labelledby="user-bids">
        <h2 id="user-bids">Bids ({user.bids.total})</h2>
        {user.bids.recent.length === 0 ? (
          <p>No bids.</p>
        ) : (
          <ItemList>
            {user.bids.recent.map((bid) => (
              <Item key={bid.id}>
                <span>
                  Job #{bid.job_id}: {formatCents(bid.amount_cents)}
                </span>
                <Badge>{bid.status}</Badge>
              </Item>
            ))}
          </ItemList>
        )}
      </Panel>
      <Panel aria-labelledby="user-reviews">
        <h2 id="user-reviews">
          Reviews ({user.reviews.written} written, {user.reviews.received} received)
        </h2>
        {user.reviews.recent.length === 0 ? (
          <p>No reviews.</p>
        ) : (
          <ItemList>
            {user.reviews.recent.map((review) => (
              <Item key={review.id}>
                <span>
                  Job #{review.job_id}: {review.rating} / 5
                </span>
                {review.hidden && <Badge $tone="bad">hidden</Badge>}
              </Item>
            ))}
          </ItemList>
        )}
      </Panel>
      <Panel aria-labelledby="user-subscription">
        <h2 id="user-subscription">Subscription</h2>
        {user.subscription ? (
          <p>
            {user.subscription.plan} · {user.subscription.status} · renews{' '}
            {formatDate(user.subscription.current_period_end)}
            {user.subscription.cancel_at_period_end ? ' (cancels at period end)' : ''}
          </p>
        ) : (
          <p>No subscription.</p>
        )}
      </Panel>
      <Panel aria-labelledby="user-audit">
        <h2 id="user-audit">Audit trail</h2>
        {user.audit.length === 0 ? (
          <p>Nothing recorded.</p>
        ) : (
          <ItemList>
            {user.audit.map((entry) => (
              <Item key={entry.id}>
                <span>{entry.action}</span>
                <Muted>{formatDate(entry.created_at)}</Muted>
              </Item>
            ))}
          </ItemList>
        )}
        <Link to={`${ADMIN_PATHS.audit}?subject=user:${user.id}`}>Full audit log</Link>
      </Panel>
    </Sections>
  );
}

/** One account: who, what they did, and the account controls (Supreme Admins also change admin roles). */
export function UserDetailScreen({ id, viewer }: { id: number; viewer: AuthUser }) {
  const { data, error, isLoading, isError, refetch } = useAdminUserQuery(id);
  const [suspend] = useSuspendUserMutation();
  const [unsuspend] = useUnsuspendUserMutation();
  const [setRole] = useSetUserRoleMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const status = errorStatus(error);
  const notFound = status === 404 || status === 422;
  const self = data?.id === viewer.id;
  const close = () => setDialog(null);

  const settle = (result: { error?: unknown }, failed: string, done: string) => {
    if (result.error) return errorMessage(result.error as Parameters<typeof errorMessage>[0], failed);
    toast.success(done);
    return null;
  };

  return (
    <>
      <PageHeading title={data?.name ?? 'User'} intro={<Link to={ADMIN_PATHS.users}>All users</Link>} />
      <QueryState
        isLoading={isLoading}
        isError={isError && !notFound}
        isEmpty={notFound}
        emptyTitle="No such user"
        onRetry={() => void refetch()}
      >
        {data && (
          <>
            <Panel aria-labelledby="user-account">
              <h2 id="user-account">Account</h2>
              <p>
                {data.email} · {data.role.name} · <Badge $tone={statusTone(data.status)}>{data.status}</Badge>
              </p>
              <p>
                <Muted>
                  Joined {formatDate(data.created_at)}
                  {data.zip ? ` · ZIP ${data.zip}` : ''}
                  {data.email_verified_at ? ' · email verified' : ' · email not verified'}
                </Muted>
              </p>
              {!self && (
                <Actions>
                  {data.status === 'suspended' ? (
                    <Button variant="outline" onClick={() => setDialog('unsuspend')}>
                      Unsuspend
                    </Button>
                  ) : (
                    <Button variant="destructive" onClick={() => setDialog('suspend')}>
                      Suspend
                    </Button>
                  )}
                  {isSupremeAdmin(viewer) && <RoleControls target={data} onOpen={setDialog} />}
                </Actions>
              )}
            </Panel>
            <Activity user={data} />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={dialog === 'suspend'}
        title={`Suspend ${data?.name ?? 'this user'}?`}
        description="They are signed out at once and cannot sign in until unsuspended."
        confirmLabel="Suspend"
        confirmVariant="destructive"
        withReason
        onClose={close}
        onConfirm={async (reason) =>
          settle(await suspend({ id, reason }), 'The user could not be suspended.', 'User suspended.')
        }
      />
      <ConfirmDialog
        open={dialog === 'unsuspend'}
        title={`Unsuspend ${data?.name ?? 'this user'}?`}
        description="They can sign in again."
        confirmLabel="Unsuspend"
        withReason
        onClose={close}
        onConfirm={async (reason) =>
          settle(await unsuspend({ id, reason }), 'The user could not be unsuspended.', 'User unsuspended.')
        }
      />
      <ConfirmDialog
        open={dialog === 'grant'}
        title={`Make ${data?.name ?? 'this user'} an admin?`}
        description="Admins see every account and decide campaigns, certificates and moderation."
        confirmLabel="Grant admin"
        onClose={close}
        onConfirm={async () =>
          settle(await setRole({ id, role: 'admin' }), 'The role could not be changed.', 'Admin granted.')
        }
      />
      <ConfirmDialog
        open={dialog === 'revoke'}
        title={`Revoke admin from ${data?.name ?? 'this user'}?`}
        description="They become a customer account and lose the admin area."
        confirmLabel="Revoke admin"
        confirmVariant="destructive"
        onClose={close}
        onConfirm={async () =>
          settle(await setRole({ id, role: 'user' }), 'The role could not be changed.', 'Admin revoked.')
        }
      />
    </>
  );
}
