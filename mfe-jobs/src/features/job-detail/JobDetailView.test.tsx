import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTestUser, pretendViewerTimeZone } from '@prohive/shared/testing';
import JobDetailPage from '../../pages/JobDetailPage';
import { renderJobs, type ApiCall, type Respond } from '../../testing/testUtils';
import { makeBid, makeComparison, makeJobDetail } from './fixtures';
import type { JobDetail } from '../../lib/api/jobsEndpoints';

// One simulated person per test, as user-event recommends (the setup API, not the direct calls).
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

const customer = makeTestUser({ id: 5, name: 'Casey Customer' });
const pro = makeTestUser({
  id: 70,
  name: 'Pat Pro',
  role: { id: 4, name: 'provider', guard_name: 'web', permissions: [] },
});

function renderJob(route: string, user: typeof customer | null, respond: Respond) {
  return renderJobs(<JobDetailPage />, { route, path: '/job/:jobId', user, respond });
}

/** Serves job 42 as `job()` returns it at the time of the call, plus `extra` for everything else. */
function serve(job: () => JobDetail, extra: Respond = () => undefined): Respond {
  return (call: ApiCall) => {
    if (call.method === 'GET' && call.path === '/api/jobs/42') return [200, { data: job() }];
    return extra(call);
  };
}

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
});

describe('/job/:jobId', () => {
  it('shows a not-found state for an id the api does not know', async () => {
    const { calls } = renderJob('/job/999', null, () => [404, { message: 'Job not found.' }]);
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(document.title).toMatch(/Job not found/);
    expect(calls.map((call) => call.path)).toContain('/api/jobs/999');
  });

  it('does not call the api for an id that cannot be a job', async () => {
    const { calls } = renderJob('/job/abc', null, () => undefined);
    expect(screen.getByTestId('job-not-found')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows an error with retry when loading fails, and the job after retrying', async () => {
    let fail = true;
    renderJob('/job/42', null, (call) =>
      call.path === '/api/jobs/42'
        ? fail
          ? [400, { message: 'Something went wrong.' }]
          : [200, { data: makeJobDetail() }]
        : undefined,
    );
    expect(await screen.findByText('The job could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fix a dripping kitchen faucet' }),
    ).toBeInTheDocument();
  });

  it('shows the details, answers, budget and the approximate area to a visitor', async () => {
    renderJob(
      '/job/42',
      null,
      serve(() => makeJobDetail()),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fix a dripping kitchen faucet' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('job-status')).toHaveTextContent('Open');
    expect(screen.getByText('$150 – $400')).toBeInTheDocument();
    expect(screen.getByText('What kind of issue is it?')).toBeInTheDocument();
    expect(screen.getByText('Sink or faucet, Pipes')).toBeInTheDocument();
    expect(screen.getByText(/Austin, TX 78701/)).toHaveTextContent('(approximate area)');
    expect(
      screen.getByRole('region', { name: 'Approximate job area around Austin, TX' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to bid' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fjob%2F42',
    );
    expect(screen.queryByRole('form', { name: 'Send a bid' })).toBeNull();
  });

  it("shows when the job was posted in the viewer's time zone, as the dashboard does", async () => {
    // 03:30 UTC on Jan 15 is 22:30 on Jan 14 in New York.
    const restore = pretendViewerTimeZone('America/New_York');
    try {
      renderJob(
        '/job/42',
        null,
        serve(() => makeJobDetail({ created_at: '2026-01-15T03:30:00Z', preferred_date: null })),
      );
      expect(await screen.findByText('Posted Jan 14, 2026')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('lets a provider bid in dollars, sending cents and minutes', async () => {
    let job = makeJobDetail({
      viewer: {
        is_owner: false,
        my_bid: null,
        can_bid: true,
        can_review: false,
        can_reopen: false,
        saved: false,
      },
    });
    const { calls } = renderJob(
      '/job/42',
      pro,
      serve(
        () => job,
        (call) => {
          if (call.method === 'POST' && call.path === '/api/jobs/42/bids') {
            job = {
              ...job,
              viewer: { ...job.viewer, my_bid: makeBid({ amount_cents: 27550 }), can_bid: false },
            };
            return [201, { data: makeBid({ amount_cents: 27550 }) }];
          }
          return undefined;
        },
      ),
    );
    const form = await screen.findByRole('form', { name: 'Send a bid' });
    await user.click(within(form).getByRole('button', { name: 'Send bid' }));
    expect(within(form).getByText('Enter your price in dollars, like 250.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Your price (US dollars)'), '275.50');
    await user.type(within(form).getByLabelText(/Estimated duration/), '3');
    await user.type(within(form).getByLabelText(/Message to the customer/), 'Licensed, can start tomorrow.');
    await user.click(within(form).getByRole('button', { name: 'Send bid' }));
    await waitFor(() => expect(screen.getByTestId('my-bid')).toHaveTextContent('$275.50'));
    expect(calls.find((call) => call.path === '/api/jobs/42/bids')?.body).toEqual({
      amount_cents: 27550,
      message: 'Licensed, can start tomorrow.',
      estimated_duration_minutes: 180,
    });
  });

  it("shows the plan's bid limit message from a 403", async () => {
    const job = makeJobDetail({
      viewer: {
        is_owner: false,
        my_bid: null,
        can_bid: true,
        can_review: false,
        can_reopen: false,
        saved: false,
      },
    });
    renderJob(
      '/job/42',
      pro,
      serve(
        () => job,
        (call) =>
          call.path === '/api/jobs/42/bids'
            ? [
                403,
                {
                  message: 'You have used all 10 bids of your Starter plan this month. Upgrade to bid more.',
                },
              ]
            : undefined,
      ),
    );
    const form = await screen.findByRole('form', { name: 'Send a bid' });
    await user.type(within(form).getByLabelText('Your price (US dollars)'), '200');
    await user.click(within(form).getByRole('button', { name: 'Send bid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have used all 10 bids of your Starter plan',
    );
  });

  it('points a provider without a business profile to the profile page', async () => {
    const job = makeJobDetail({
      viewer: {
        is_owner: false,
        my_bid: null,
        can_bid: true,
        can_review: false,
        can_reopen: false,
        saved: false,
      },
    });
    renderJob(
      '/job/42',
      pro,
      serve(
        () => job,
        (call) =>
          call.path === '/api/jobs/42/bids'
            ? [403, { message: 'Complete your business profile before placing bids.' }]
            : undefined,
      ),
    );
    const form = await screen.findByRole('form', { name: 'Send a bid' });
    await user.type(within(form).getByLabelText('Your price (US dollars)'), '200');
    await user.click(within(form).getByRole('button', { name: 'Send bid' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Complete your business profile before placing bids.');
    expect(within(alert).getByRole('link', { name: 'Complete your business profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('lets a provider edit and withdraw a pending bid', async () => {
    let job = makeJobDetail({
      viewer: {
        is_owner: false,
        my_bid: makeBid(),
        can_bid: false,
        can_review: false,
        can_reopen: false,
        saved: false,
      },
    });
    const { calls } = renderJob(
      '/job/42',
      pro,
      serve(
        () => job,
        (call) => {
          if (call.method === 'PATCH' && call.path === '/api/bids/9') {
            job = { ...job, viewer: { ...job.viewer, my_bid: makeBid({ amount_cents: 22000 }) } };
            return [200, { data: job.viewer.my_bid }];
          }
          if (call.path === '/api/bids/9/withdraw') {
            job = {
              ...job,
              viewer: { ...job.viewer, my_bid: makeBid({ amount_cents: 22000, status: 'withdrawn' }) },
            };
            return [200, { data: job.viewer.my_bid }];
          }
          return undefined;
        },
      ),
    );
    expect(await screen.findByTestId('my-bid')).toHaveTextContent('$250');
    await user.click(screen.getByRole('button', { name: 'Edit bid' }));
    const price = screen.getByLabelText('Your price (US dollars)');
    expect(price).toHaveValue('250');
    await user.clear(price);
    await user.type(price, '220');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('my-bid')).toHaveTextContent('$220'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      amount_cents: 22000,
      message: 'I can come on Tuesday morning.',
      estimated_duration_minutes: 120,
    });
    await user.click(screen.getByRole('button', { name: 'Withdraw bid' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your bid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByTestId('bid-status')).toHaveTextContent('Withdrawn'));
    expect(screen.queryByRole('button', { name: 'Edit bid' })).toBeNull();
  });

  it('explains to a provider that bidding is closed on a job that is not open', async () => {
    renderJob(
      '/job/42',
      pro,
      serve(() => makeJobDetail({ status: 'hired' })),
    );
    expect(await screen.findByText('Bidding is closed: this job is hired.')).toBeInTheDocument();
    expect(screen.queryByText('The customer asked you for a quote on this job.')).toBeNull();
  });

  it('tells the provider a quote request was aimed at them', async () => {
    renderJob(
      '/job/42',
      pro,
      serve(() => makeJobDetail({ target_provider_id: pro.id })),
    );
    expect(await screen.findByText('The customer asked you for a quote on this job.')).toBeInTheDocument();
  });

  it('compares bids side by side for the owner and hires one after confirming', async () => {
    const owner = {
      is_owner: true,
      my_bid: null,
      can_bid: false,
      can_review: false,
      can_reopen: false,
      saved: false,
    };
    let job = makeJobDetail({
      viewer: owner,
      bid_count: 2,
      exact_location: { address: '100 Congress Ave', latitude: 30.2672, longitude: -97.7431 },
    });
    let bids = [
      makeComparison(),
      makeComparison(
        {
          id: 10,
          amount_cents: 32000,
          price_rank: 2,
          vs_median_percent: 28,
          budget_position: 'within',
          estimated_duration_minutes: null,
        },
        {
          id: 8,
          business_name: 'Quick Fix Co',
          rating_average: 3.5,
          review_count: 1,
        },
      ),
    ];
    const { calls } = renderJob(
      '/job/42',
      customer,
      serve(
        () => job,
        (call) => {
          if (call.path === '/api/jobs/42/bids') return [200, { data: bids }];
          if (call.path === '/api/bids/9/accept') {
            job = { ...job, status: 'hired', hired_bid_id: 9 };
            bids = [
              {
                ...bids[0]!,
                status: 'accepted',
                provider: {
                  ...bids[0]!.provider,
                  contact: { email: 'hello@lonestar.test', phone: '512-555-0100' },
                },
              },
              { ...bids[1]!, status: 'declined' },
            ];
            return [200, { data: bids[0] }];
          }
          return undefined;
        },
      ),
    );
    const table = await screen.findByRole('table');
    expect(within(table).getAllByTestId('bid-column')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Lone Star Plumbing' })).toHaveAttribute(
      'href',
      '/professionals/7',
    );
    expect(within(table).getByText(/Lowest price/)).toBeInTheDocument();
    expect(within(table).getByText(/12% below the median of the other bids/)).toBeInTheDocument();
    expect(within(table).getByText(/Price rank 2 of 2/)).toBeInTheDocument();
    expect(within(table).getAllByText('Within budget')).toHaveLength(2);
    expect(within(table).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    // Contact details come with the hire; until then the owner writes through the bid's conversation.
    expect(within(table).getAllByText('Shared once you hire')).toHaveLength(2);
    expect(within(table).queryByRole('link', { name: /@/ })).toBeNull();
    // The owner sees the exact address and a marker; nobody else does.
    expect(screen.getByText(/100 Congress Ave/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept Lone Star Plumbing' }));
    const dialog = screen.getByRole('dialog', { name: 'Hire Lone Star Plumbing?' });
    expect(dialog).toHaveTextContent('$250');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and hire' }));
    await waitFor(() => expect(screen.getByTestId('job-status')).toHaveTextContent('Hired'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/bids/9/accept')).toBe(true);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table'))
          .getAllByTestId('bid-status')
          .map((el) => el.textContent),
      ).toEqual(['Accepted', 'Declined']),
    );
    expect(screen.queryByRole('button', { name: /^Accept / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark completed' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table')).getByRole('link', { name: 'hello@lonestar.test' }),
    ).toHaveAttribute('href', 'mailto:hello@lonestar.test');
    expect(within(screen.getByRole('table')).getAllByText('Shared once you hire')).toHaveLength(1);
  });

  it('shows a lost accept race as a message, not a crash', async () => {
    const job = makeJobDetail({
      viewer: {
        is_owner: true,
        my_bid: null,
        can_bid: false,
        can_review: false,
        can_reopen: false,
        saved: false,
      },
    });
    renderJob(
      '/job/42',
      customer,
      serve(
        () => job,
        (call) => {
          if (call.path === '/api/jobs/42/bids') return [200, { data: [makeComparison()] }];
          if (call.path === '/api/bids/9/accept')
            return [409, { message: 'This job already has a hired professional.' }];
          return undefined;
        },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Accept Lone Star Plumbing' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept and hire' }));
    expect(await screen.findByText('This job already has a hired professional.')).toBeInTheDocument();
  });

  it("gives the owner a Message link per bidder to the bid's conversation", async () => {
    const job = makeJobDetail({
      viewer: {
        is_owner: true,
        my_bid: null,
        can_bid: false,
        can_review: false,
        can_reopen: false,
        saved: false,
      },
    });
    renderJob(
      '/job/42',
      customer,
      serve(
        () => job,
        (call) =>
          call.path === '/api/jobs/42/bids'
            ? [
                200,
                {
                  data: [
                    makeComparison(),
                    makeComparison({ id: 10, conversation_id: 91 }, { id: 8, business_name: 'Quick Fix Co' }),
                  ],
                },
              ]
            : undefined,
      ),
    );
    expect(await screen.findByRole('link', { name: 'Message Lone Star Plumbing' })).toHaveAttribute(
      'href',
      '/messages/90',
    );
    expect(screen.getByRole('link', { name: 'Message Quick Fix Co' })).toHaveAttribute(
      'href',
      '/messages/91',
    );
  });

  it('opens a conversation for a bid that has none yet, then goes to it', async () => {
    const job = makeJobDetail({
      viewer: {
        is_owner: true,
        my_bid: null,
        can_bid: false,
        can_review: false,
        can_reopen: false,
        saved: false,
      },
    });
    const { calls } = renderJob(
      '/job/42',
      customer,
      serve(
        () => job,
        (call) => {
          if (call.path === '/api/jobs/42/bids')
            return [200, { data: [makeComparison({ conversation_id: null })] }];
          if (call.method === 'POST' && call.path === '/api/conversations')
            return [201, { data: { id: 55 } }];
          return undefined;
        },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Message Lone Star Plumbing' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/messages/55'));
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/conversations',
        body: { job_id: 42, provider_id: 7 },
      }),
    );
  });

  it('gives a bidder a link to message the customer', async () => {
    const job = makeJobDetail({
      viewer: {
        is_owner: false,
        my_bid: makeBid(),
        can_bid: false,
        can_review: false,
        can_reopen: false,
        saved: false,
      },
    });
    renderJob(
      '/job/42',
      pro,
      serve(
        () => job,
        (call) => (call.path === '/api/jobs/42/bids' ? [200, { data: [makeComparison()] }] : undefined),
      ),
    );
    const link = await screen.findByRole('link', { name: 'Message the customer' });
    await waitFor(() => expect(link).toHaveAttribute('href', '/messages/90'));
  });

  it('shows bids as cards on phones, with decline', async () => {
    window.innerWidth = 375;
    const job = makeJobDetail({
      viewer: {
        is_owner: true,
        my_bid: null,
        can_bid: false,
        can_review: false,
        can_reopen: false,
        saved: false,
      },
    });
    const { calls } = renderJob(
      '/job/42',
      customer,
      serve(
        () => job,
        (call) => {
          if (call.path === '/api/jobs/42/bids') return [200, { data: [makeComparison()] }];
          if (call.path === '/api/bids/9/decline') return [200, { data: makeBid({ status: 'declined' }) }];
          return undefined;
        },
      ),
    );
    const card = await screen.findByTestId('bid-card');
    expect(screen.queryByRole('table')).toBeNull();
    expect(card).toHaveTextContent('$250');
    expect(card).toHaveTextContent('Within 45 min');
    expect(card).toHaveTextContent('2.3 mi');
    await user.click(within(card).getByRole('button', { name: 'Decline Lone Star Plumbing' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/bids/9/decline')).toBe(true));
  });

  it('lets the owner mark a hired job completed, then review once with keyboard-accessible stars', async () => {
    let job = makeJobDetail({
      status: 'hired',
      hired_bid_id: 9,
      viewer: {
        is_owner: true,
        my_bid: null,
        can_bid: false,
        can_review: false,
        can_reopen: false,
        saved: false,
      },
    });
    const { calls } = renderJob(
      '/job/42',
      customer,
      serve(
        () => job,
        (call) => {
          if (call.path === '/api/jobs/42/bids')
            return [200, { data: [makeComparison({ status: 'accepted' })] }];
          if (call.path === '/api/jobs/42/complete') {
            job = { ...job, status: 'completed', viewer: { ...job.viewer, can_review: true } };
            return [200, { data: job }];
          }
          if (call.path === '/api/jobs/42/review') {
            const review = {
              id: 1,
              job_id: 42,
              provider_id: 7,
              rating: 4,
              body: 'Quick and tidy.',
              customer_first_name: 'Casey',
              job_title: job.title,
              created_at: '2026-11-22T10:00:00.000Z',
            } as const;
            job = { ...job, review, viewer: { ...job.viewer, can_review: false } };
            return [201, { data: review }];
          }
          return undefined;
        },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Mark completed' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Mark this job completed?' })).getByRole('button', {
        name: 'Mark completed',
      }),
    );
    const form = await screen.findByRole('form', { name: 'Review the professional' });
    await user.click(within(form).getByRole('button', { name: 'Publish review' }));
    expect(within(form).getByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    // Keyboard: focus the first star and move with the arrow keys, as in any radio group.
    within(form).getByRole('radio', { name: '1 star: Poor' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(form).getByRole('radio', { name: '4 stars: Very good' })).toBeChecked();
    await user.type(within(form).getByLabelText('Your review'), 'Quick and tidy.');
    await user.click(within(form).getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByTestId('job-review')).toHaveTextContent('Quick and tidy.');
    expect(screen.queryByRole('form', { name: 'Review the professional' })).toBeNull();
    expect(calls.find((call) => call.path === '/api/jobs/42/review')?.body).toEqual({
      rating: 4,
      body: 'Quick and tidy.',
    });
  });

  it('lets the owner cancel an open job after confirming', async () => {
    let job = makeJobDetail({
      viewer: {
        is_owner: true,
        my_bid: null,
        can_bid: false,
        can_review: false,
        can_reopen: false,
        saved: false,
      },
    });
    renderJob(
      '/job/42',
      customer,
      serve(
        () => job,
        (call) => {
          if (call.path === '/api/jobs/42/bids') return [200, { data: [] }];
          if (call.path === '/api/jobs/42/cancel') {
            job = { ...job, status: 'cancelled' };
            return [200, { data: job }];
          }
          return undefined;
        },
      ),
    );
    expect(await screen.findByText(/No bids yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel job' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel job' }));
    await waitFor(() => expect(screen.getByTestId('job-status')).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel job' })).toBeNull();
  });

  it('lets the owner reopen a cancelled job after confirming, and shows a refusal from the api', async () => {
    const owner = {
      is_owner: true,
      my_bid: null,
      can_bid: false,
      can_review: false,
      can_reopen: true,
      saved: false,
    };
    let job = makeJobDetail({ status: 'cancelled', viewer: owner });
    let refuse = true;
    const { calls } = renderJob(
      '/job/42',
      customer,
      serve(
        () => job,
        (call) => {
          if (call.path === '/api/jobs/42/bids') return [200, { data: [] }];
          if (call.path === '/api/jobs/42/reopen') {
            if (refuse) {
              refuse = false;
              return [409, { message: 'This job closed more than 30 days ago, so it cannot be reopened.' }];
            }
            job = { ...job, status: 'open', viewer: { ...owner, can_reopen: false } };
            return [200, { data: job }];
          }
          return undefined;
        },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Reopen job' }));
    let dialog = screen.getByRole('dialog', { name: 'Reopen this job?' });
    expect(within(dialog).getByText(/not told twice/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reopen job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('more than 30 days ago');

    await user.click(screen.getByRole('button', { name: 'Reopen job' }));
    dialog = screen.getByRole('dialog', { name: 'Reopen this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen job' }));
    await waitFor(() => expect(screen.getByTestId('job-status')).toHaveTextContent('Open'));
    expect(screen.queryByRole('button', { name: 'Reopen job' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel job' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/jobs/42/reopen')).toHaveLength(2);
  });

  it('offers no reopening when the api says the job cannot be reopened', async () => {
    const job = makeJobDetail({
      status: 'cancelled',
      viewer: {
        is_owner: true,
        my_bid: null,
        can_bid: false,
        can_review: false,
        can_reopen: false,
        saved: false,
      },
    });
    renderJob(
      '/job/42',
      customer,
      serve(
        () => job,
        (call) => (call.path === '/api/jobs/42/bids' ? [200, { data: [] }] : undefined),
      ),
    );
    expect(await screen.findByTestId('job-status')).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Reopen job' })).toBeNull();
  });
});
