import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CampaignApprovalPage from '../../../pages/CampaignApprovalPage';
import { campaign, campaignDetail } from '../../../testing/fixtures';
import { ok, renderAdmin, type Respond } from '../../../testing/renderAdmin';

const PATH = '/admin/campaign-approval/:campaignId/:token';
const ROUTE = '/admin/campaign-approval/12/tok-abc';
const BASE = '/api/job-notification-campaigns/12';

function open(respond: Respond) {
  return renderAdmin(PATH, <CampaignApprovalPage />, { user: null, respond, route: ROUTE });
}

describe('the campaign approval link page', () => {
  it('shows the job, the recipients and the message to a signed-out visitor', async () => {
    const { calls } = open((call) =>
      call.path === `${BASE}/token/tok-abc` ? ok({ data: campaignDetail() }) : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Campaign approval', level: 1 })).toBeInTheDocument();
    // The heading is drawn while the campaign loads ("Opening the campaign…"); its details follow the answer.
    expect(await screen.findByTestId('recipient-count')).toHaveTextContent('5');
    expect(screen.getByText('New plumbing job near you')).toBeInTheDocument();
    expect(screen.getByText('Fix a leaking kitchen tap')).toBeInTheDocument();
    expect(calls[0]?.path).toBe(`${BASE}/token/tok-abc`);
  });

  it('approves and shows the outcome', async () => {
    const user = userEvent.setup();
    const { calls } = open((call) => {
      if (call.path === `${BASE}/token/tok-abc`) return ok({ data: campaignDetail() });
      if (call.method === 'POST' && call.path === `${BASE}/approve/tok-abc`)
        return ok({ data: campaign({ status: 'approved' }) });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { name: 'Campaign approved' })).toBeInTheDocument();
    expect(screen.getByTestId('campaign-outcome')).toHaveTextContent('5 matching providers');
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/approve/tok-abc'))).toBe(true);
  });

  it('requires a reason of 3–500 characters before rejecting', async () => {
    const user = userEvent.setup();
    const { calls } = open((call) => {
      if (call.path === `${BASE}/token/tok-abc`) return ok({ data: campaignDetail() });
      if (call.method === 'POST' && call.path === `${BASE}/reject/tok-abc`)
        return ok({ data: campaign({ status: 'rejected', rejection_reason: 'Spam job' }) });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Reject…' }));
    await user.click(screen.getByRole('button', { name: 'Reject campaign' }));
    expect(screen.getByText('Give a reason.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /why is this campaign rejected/i });
    await user.type(field, 'no');
    expect(screen.getByText('The reason must be at least 3 characters.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(field, 't a real job');
    expect(screen.queryByText(/at least 3 characters/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject campaign' }));
    expect(await screen.findByRole('heading', { name: 'Campaign rejected' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ rejection_reason: 'not a real job' });
  });

  it('shows a clear page for an invalid or expired link', async () => {
    open(() => ({ status: 404, body: { message: 'This approval link is not valid or has expired.' } }));
    expect(
      await screen.findByRole('heading', { name: 'This approval link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows the 409 message when the campaign was decided the other way meanwhile', async () => {
    const user = userEvent.setup();
    open((call) => {
      if (call.path === `${BASE}/token/tok-abc`) return ok({ data: campaignDetail() });
      return { status: 409, body: { message: 'This campaign was already rejected.' } };
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This campaign was already rejected.');
  });

  it('shows the outcome of a campaign decided before the link was opened', async () => {
    open(() => ok({ data: campaignDetail({ status: 'rejected', rejection_reason: 'Duplicate' }) }));
    expect(
      await screen.findByRole('heading', { name: 'This campaign was already rejected' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Reason: Duplicate/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
