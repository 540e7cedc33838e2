import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import ModerationPage from '../../../pages/ModerationPage';
import { adminUser, provider } from '../../../testing/fixtures';
import { ok, page, renderAdmin } from '../../../testing/renderAdmin';

beforeEach(() => {
  jest.spyOn(toast, 'success').mockImplementation(() => 1);
});

const report = {
  id: 4,
  kind: 'conversation' as const,
  subject_id: 77,
  subject_title: 'Fix the fence',
  subject_hidden: false,
  status: 'open' as const,
  reporter: { id: 7, name: 'Pat Provider' },
  reason: 'Abusive messages',
  created_at: '2026-11-25T10:00:00.000Z',
};

describe('moderation', () => {
  it('lists reported conversations and hides a job with a confirmed reason', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin('/admin/moderation', <ModerationPage />, {
      user: adminUser,
      respond: (call) => {
        if (call.method === 'POST')
          return ok({
            data: { id: 34, hidden: true, hidden_at: '2026-11-25T10:00:00.000Z', hidden_reason: 'Scam' },
          });
        return call.path === '/api/admin/reports' ? page([report]) : undefined;
      },
    });
    expect(await screen.findByText('Abusive messages')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide…' }));
    expect(screen.getByText("Give the job's number.")).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '34');
    await user.click(screen.getByRole('button', { name: 'Hide…' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide job #34?' });
    await user.type(within(dialog).getByRole('textbox'), 'Scam');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(toast.success).toHaveBeenCalledWith('Job #34 hidden.');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/admin/jobs/34/hide',
      body: { reason: 'Scam' },
    });
  });

  it('restores a review', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin('/admin/moderation', <ModerationPage />, {
      user: adminUser,
      respond: (call) =>
        call.method === 'POST'
          ? ok({ data: { id: 9, hidden: false, hidden_at: null, hidden_reason: null } })
          : page([]),
    });
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'reviews');
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '9');
    await user.click(screen.getByRole('button', { name: 'Restore…' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore review #9?' });
    await user.type(within(dialog).getByRole('textbox'), 'Report was mistaken');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/api/admin/reviews/9/restore');
  });

  it('reads a reported conversation, hides it with a reason, and shows the api error in the dialog', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls } = renderAdmin('/admin/moderation', <ModerationPage />, {
      user: adminUser,
      respond: (call) => {
        if (call.method === 'POST') {
          if (refuse) {
            refuse = false;
            return { status: 404, body: { message: 'Conversation not found.' } };
          }
          return ok({
            data: { id: 77, hidden: true, hidden_at: '2026-11-25T11:00:00.000Z', hidden_reason: 'Threats' },
          });
        }
        if (call.path === '/api/admin/conversations/77') {
          return ok({
            data: {
              id: 77,
              job: { id: 5, title: 'Fix the fence' },
              customer: { id: 3, name: 'Casey Customer' },
              provider: { id: 7, name: 'Pat Provider' },
              hidden: false,
              hidden_at: null,
              hidden_reason: null,
              created_at: '2026-11-24T10:00:00.000Z',
              reports: [],
              messages: [
                { id: 1, sender_id: 7, body: '<b>Pay me</b> now', created_at: '2026-11-24T10:00:00.000Z' },
              ],
            },
          });
        }
        return call.path === '/api/admin/reports' ? page([report]) : undefined;
      },
    });
    expect(await screen.findByText('Abusive messages')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read conversation' }));
    const messages = await screen.findByRole('region', { name: 'Messages of conversation #77' });
    // Plain text, never HTML.
    expect(within(messages).getByText('<b>Pay me</b> now')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide conversation…' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide conversation #77?' });
    expect(within(dialog).getByText(/nobody can write in it/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    // No reason: nothing is sent.
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByRole('textbox'), 'Threats');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Conversation not found.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(toast.success).toHaveBeenCalledWith('Conversation #77 hidden.');
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({
      path: '/api/admin/conversations/77/hide',
      body: { reason: 'Threats' },
    });
  });

  it('offers restore for a hidden conversation among reviewed reports', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin('/admin/moderation', <ModerationPage />, {
      route: '/admin/moderation?status=reviewed',
      user: adminUser,
      respond: (call) => {
        if (call.method === 'POST')
          return ok({ data: { id: 77, hidden: false, hidden_at: null, hidden_reason: null } });
        return call.path === '/api/admin/reports'
          ? page([{ ...report, subject_hidden: true, status: 'reviewed' as const }])
          : undefined;
      },
    });
    expect(await screen.findByText('Hidden')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Reports' })).toHaveValue('reviewed');
    expect(calls.find((c) => c.path === '/api/admin/reports')?.url).toContain('status=reviewed');
    await user.click(screen.getByRole('button', { name: 'Restore conversation…' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore conversation #77?' });
    await user.type(within(dialog).getByRole('textbox'), 'Reporter withdrew it');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(toast.success).toHaveBeenCalledWith('Conversation #77 restored.');
  });

  it('is not allowed for a provider', async () => {
    renderAdmin('/admin/moderation', <ModerationPage />, { user: provider, respond: () => page([report]) });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  });
});
