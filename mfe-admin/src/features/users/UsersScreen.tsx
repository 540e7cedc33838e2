import { useState, type FormEvent } from 'react';
import { Link } from '@prohive/shared';
import { Button, formatDate, LinkPager } from '@prohive/ui';
import { Badge, Field, Filters, Item, ItemList, Muted, PageHeading, QueryState } from '../../components/ui';
import { ROLE_FILTERS, useAdminUsersQuery, type UserListArgs } from '../../lib/api/usersEndpoints';
import { ADMIN_PATHS } from '../../lib/paths';
import { statusTone } from '../../lib/statusTone';
import { useListParams } from '../../lib/useListParams';

function roleFilter(value: string): UserListArgs['role'] {
  return ROLE_FILTERS.find((role) => String(role.id) === value)?.id;
}

function statusFilter(value: string): UserListArgs['status'] {
  return value === 'active' || value === 'suspended' ? value : undefined;
}

/** Everyone with an account: search by name or email, filter by role and status. */
export function UsersScreen() {
  const { page, get, setFilters } = useListParams();
  const search = get('search');
  const [draft, setDraft] = useState(search);
  const args: UserListArgs = {
    search: search || undefined,
    role: roleFilter(get('role')),
    status: statusFilter(get('status')),
    page,
  };
  const { data, isLoading, isFetching, isError, refetch } = useAdminUsersQuery(args);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ search: draft.trim() });
  };

  return (
    <>
      <PageHeading
        title="Users"
        intro="Find an account to see its activity, suspend it or change its role."
      />
      <Filters onSubmit={onSearch} role="search" aria-label="Find users">
        <Field>
          Name or email
          <input type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
        </Field>
        <Button type="submit">Search</Button>
        <Field>
          Role
          <select value={get('role')} onChange={(event) => setFilters({ role: event.target.value })}>
            <option value="">Any role</option>
            {ROLE_FILTERS.map((role) => (
              <option key={role.id} value={role.id}>
                {role.label}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          Status
          <select value={get('status')} onChange={(event) => setFilters({ status: event.target.value })}>
            <option value="">Any status</option>
            <option value="active">Active</option>
            <option value="suspended">Suspended</option>
          </select>
        </Field>
      </Filters>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        isEmpty={data?.data.length === 0}
        emptyTitle="No users match"
        emptyText="Try another name or email, or clear the filters."
        onRetry={() => void refetch()}
      >
        <ItemList aria-busy={isFetching}>
          {data?.data.map((row) => (
            <Item key={row.id}>
              <div>
                <Link to={ADMIN_PATHS.user(row.id)}>{row.name}</Link>
                <div>
                  <Muted>
                    {row.email} · {row.role.name} · joined {formatDate(row.created_at)}
                  </Muted>
                </div>
              </div>
              <Badge $tone={statusTone(row.status)}>{row.status}</Badge>
            </Item>
          ))}
        </ItemList>
        {data && <LinkPager page={data.meta.page} lastPage={data.meta.last_page} label="User pages" />}
      </QueryState>
    </>
  );
}
