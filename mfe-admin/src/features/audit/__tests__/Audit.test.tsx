import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuditLogPage from '../../../pages/AuditLogPage';
import { adminUser } from '../../../testing/fixtures';
import { page, renderAdmin } from '../../../testing/renderAdmin';

const entry = {
  id: 1,
  actor: { id: 90, name: 'Ada Admin' },
  action: 'user.suspended',
  subject_type: 'user',
  subject_id: 5,
  details: { reason: 'Fraudulent jobs' },
  ip: '127.0.0.1',
  created_at: '2026-11-25T10:00:00.000Z',
};

describe('the audit log', () => {
  it('filters by actor, action, subject and dates', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin('/admin/audit', <AuditLogPage />, {
      user: adminUser,
      respond: () => page([entry], { total: 41, last_page: 3 }),
    });
    expect(await screen.findByText('user.suspended')).toBeInTheDocument();
    expect(screen.getByText(/“Fraudulent jobs”/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Audit log pages' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'user 5');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByText('A type, optionally with a number: user or user:42.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Subject' }));
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'user:5');
    await user.type(screen.getByRole('textbox', { name: 'Actor (user number)' }), '90');
    await user.type(screen.getByRole('textbox', { name: 'Action' }), 'user.suspended');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByText('user.suspended');
    const last = calls.at(-1);
    expect(last?.query.get('subject')).toBe('user:5');
    expect(last?.query.get('actor')).toBe('90');
    expect(last?.query.get('action')).toBe('user.suspended');
    expect(last?.query.get('from')).toBe('2026-11-01T00:00:00.000Z');
  });

  it('shows an error with a retry', async () => {
    renderAdmin('/admin/audit', <AuditLogPage />, {
      user: adminUser,
      respond: () => ({ status: 500, body: { message: 'boom' } }),
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
