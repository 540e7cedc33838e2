import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import UserDetailPage from '../../../pages/UserDetailPage';
import UsersPage from '../../../pages/UsersPage';
import { adminUser, supremeAdmin, userDetail } from '../../../testing/fixtures';
import { ok, page, renderAdmin, type Respond } from '../../../testing/renderAdmin';

beforeEach(() => {
  jest.spyOn(toast, 'success').mockImplementation(() => 1);
});

const row = {
  id: 5,
  name: 'Cleo Customer',
  email: 'cleo@example.com',
  role: { id: 3, name: 'user' },
  status: 'active',
  zip: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

describe('the users list', () => {
  it('searches by name or email and filters by role and status', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin('/admin/users', <UsersPage />, {
      user: adminUser,
      respond: (call) =>
        call.path === '/api/admin/users'
          ? page(call.query.get('search') === 'nobody' ? [] : [row])
          : undefined,
    });
    expect(await screen.findByRole('link', { name: 'Cleo Customer' })).toHaveAttribute(
      'href',
      '/admin/users/5',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), '4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'suspended');
    await user.type(screen.getByRole('searchbox', { name: 'Name or email' }), 'nobody{Enter}');
    expect(await screen.findByRole('heading', { name: 'No users match' })).toBeInTheDocument();
    const last = calls.at(-1);
    expect(last?.query.get('search')).toBe('nobody');
    expect(last?.query.get('role')).toBe('4');
    expect(last?.query.get('status')).toBe('suspended');
  });
});

function detail(respond?: Respond) {
  let suspended = false;
  return (viewer: typeof adminUser) =>
    renderAdmin('/admin/users/:id', <UserDetailPage />, {
      user: viewer,
      route: '/admin/users/5',
      respond:
        respond ??
        ((call) => {
          if (call.method === 'POST' && call.path === '/api/admin/users/5/suspend') {
            suspended = true;
            return ok({ data: { id: 5, status: 'suspended' } });
          }
          if (call.path === '/api/admin/users/5')
            return ok({ data: userDetail({ status: suspended ? 'suspended' : 'active' }) });
          return undefined;
        }),
    });
}

describe("a user's page", () => {
  it('shows their activity and suspends them with a confirmed reason', async () => {
    const user = userEvent.setup();
    const { calls } = detail()(adminUser);
    expect(await screen.findByRole('heading', { name: 'Cleo Customer', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Fix a leaking kitchen tap')).toBeInTheDocument();
    expect(screen.getByText('user.registered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Cleo Customer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Fraudulent jobs');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByRole('button', { name: 'Unsuspend' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Fraudulent jobs' });
    expect(toast.success).toHaveBeenCalledWith('User suspended.');
  });

  it('hides grant/revoke admin from an admin', async () => {
    detail()(adminUser);
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grant admin' })).not.toBeInTheDocument();
  });

  it('lets a Supreme Admin grant admin after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = detail((call) =>
      call.method === 'PUT' ? ok({ data: { id: 5, role: 'admin' } }) : ok({ data: userDetail() }),
    )(supremeAdmin);
    await user.click(await screen.findByRole('button', { name: 'Grant admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Cleo Customer an admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Grant admin' }));
    expect(await screen.findByRole('button', { name: 'Grant admin' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/admin/users/5/role',
      body: { role: 'admin' },
    });
  });
});
