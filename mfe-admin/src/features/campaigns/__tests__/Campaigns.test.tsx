import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import CampaignDetailPage from '../../../pages/CampaignDetailPage';
import CampaignsPage from '../../../pages/CampaignsPage';
import { adminUser, campaign, campaignDetail, provider } from '../../../testing/fixtures';
import { ok, page, renderAdmin } from '../../../testing/renderAdmin';

beforeEach(() => {
  jest.spyOn(toast, 'success').mockImplementation(() => 1);
});

describe('the campaign queue', () => {
  it('lists pending campaigns first and filters by status', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin('/admin/campaigns', <CampaignsPage />, {
      user: adminUser,
      respond: (call) =>
        call.path === '/api/admin/campaigns'
          ? page(
              call.query.get('status') === 'rejected'
                ? [campaign({ id: 3, status: 'rejected', job_title: 'Paint a fence' })]
                : [campaign({ id: 1 }), campaign({ id: 2, job_title: 'Mow the lawn' })],
            )
          : undefined,
    });
    expect(await screen.findByRole('link', { name: 'Mow the lawn' })).toHaveAttribute(
      'href',
      '/admin/campaigns/2',
    );
    expect(calls[0]?.query.get('status')).toBe('pending');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'rejected');
    expect(await screen.findByRole('link', { name: 'Paint a fence' })).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('status')).toBe('rejected');
  });

  it('shows the empty queue', async () => {
    renderAdmin('/admin/campaigns', <CampaignsPage />, {
      user: adminUser,
      respond: () => page([]),
    });
    expect(
      await screen.findByRole('heading', { name: 'No campaign waits for approval' }),
    ).toBeInTheDocument();
  });

  it('bulk-approves the selected after confirming and shows each outcome', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin('/admin/campaigns', <CampaignsPage />, {
      user: adminUser,
      respond: (call) => {
        if (call.method === 'POST' && call.path === '/api/admin/campaigns/bulk-approve')
          return ok({
            data: [
              { id: 1, outcome: 'approved', status: 'approved', message: 'Approved.' },
              { id: 2, outcome: 'conflict', status: 'rejected', message: 'Already rejected.' },
            ],
          });
        if (call.path === '/api/admin/campaigns') return page([campaign({ id: 1 }), campaign({ id: 2 })]);
        return undefined;
      },
    });
    const approveSelected = await screen.findByRole('button', { name: 'Approve selected (0)' });
    expect(approveSelected).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Select campaign #1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select campaign #2' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve 2 campaigns?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve all' }));
    const outcomes = await screen.findByTestId('bulk-outcomes');
    expect(outcomes).toHaveTextContent('Campaign #1: approved');
    expect(outcomes).toHaveTextContent('Campaign #2: conflict');
    expect(outcomes).toHaveTextContent('Already rejected.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [1, 2] });
  });
});

describe('one campaign', () => {
  it('rejects with a reason checked inline before sending', async () => {
    const user = userEvent.setup();
    let rejected = false;
    const { calls } = renderAdmin('/admin/campaigns/:id', <CampaignDetailPage />, {
      user: adminUser,
      route: '/admin/campaigns/12',
      respond: (call) => {
        const decided = { status: 'rejected' as const, rejection_reason: 'Looks like spam' };
        if (call.method === 'POST' && call.path === '/api/admin/campaigns/12/reject') {
          rejected = true;
          return ok({ data: campaign(decided) });
        }
        if (call.path === '/api/admin/campaigns/12')
          return ok({ data: campaignDetail(rejected ? decided : {}) });
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this campaign?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'Looks like spam');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reason: Looks like spam')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Campaign rejected.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ rejection_reason: 'Looks like spam' });
  });

  it('is not shown to a provider', async () => {
    renderAdmin('/admin/campaigns/:id', <CampaignDetailPage />, {
      user: provider,
      route: '/admin/campaigns/12',
      respond: () => ok({ data: campaignDetail() }),
    });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByText('The job')).not.toBeInTheDocument();
  });
});
