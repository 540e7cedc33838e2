import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MailboxMessagePage from '../../../pages/MailboxMessagePage';
import MailboxPage from '../../../pages/MailboxPage';
import { adminUser, customer } from '../../../testing/fixtures';
import { ok, page, renderAdmin } from '../../../testing/renderAdmin';

const item = {
  id: 3,
  to: 'admin@prohive.test',
  subject: 'Approve the job alert for “Fix a tap”',
  category: 'account' as const,
  status: 'sent' as const,
  created_at: '2026-11-25T10:00:00.000Z',
  sent_at: '2026-11-25T10:00:01.000Z',
};

describe('the development mailbox', () => {
  it('lists the emails, paged', async () => {
    const { calls } = renderAdmin('/admin/mailbox', <MailboxPage />, {
      user: adminUser,
      respond: () => page([item], { total: 45, last_page: 3, per_page: 20 }),
    });
    expect(await screen.findByRole('link', { name: item.subject })).toHaveAttribute(
      'href',
      '/admin/mailbox/3',
    );
    expect(screen.getByRole('navigation', { name: 'Mailbox pages' })).toBeInTheDocument();
    expect(calls[0]?.query.get('page')).toBe('1');
  });

  it('shows one email’s HTML in an empty sandbox and its text on request', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/mailbox/:id', <MailboxMessagePage />, {
      user: adminUser,
      route: '/admin/mailbox/3',
      respond: () =>
        ok({
          data: {
            ...item,
            html: '<p>Approve <a href="/admin/campaign-approval/1/t">here</a></p><script>alert(1)</script>',
            text: 'Approve: http://localhost/admin/campaign-approval/1/t',
            headers: {},
            attempts: 1,
            last_error: null,
          },
        }),
    });
    const frame = await screen.findByTitle(`HTML of “${item.subject}”`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('campaign-approval/1/t');
    await user.click(screen.getByRole('button', { name: 'Text' }));
    expect(screen.getByTestId('email-text')).toHaveTextContent(
      'http://localhost/admin/campaign-approval/1/t',
    );
  });

  it('is not allowed for a customer', async () => {
    renderAdmin('/admin/mailbox', <MailboxPage />, { user: customer, respond: () => page([item]) });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByText(item.subject)).not.toBeInTheDocument();
  });
});
