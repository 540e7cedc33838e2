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
    expect(await screen.findByRole('heading', { name: 'No reports' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'reviews');
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '9');
    await user.click(screen.getByRole('button', { name: 'Restore…' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore review #9?' });
    await user.type(within(dialog).getByRole('textbox'), 'Report was mistaken');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('heading', { name: 'No reports' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/api/admin/reviews/9/restore');
  });

  it('is not allowed for a provider', async () => {
    renderAdmin('/admin/moderation', <ModerationPage />, { user: provider, respond: () => page([report]) });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  });
});
