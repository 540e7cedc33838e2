import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTestUser } from '@prohive/shared/testing';
import CreateJobPage from '../../pages/CreateJobPage';
import { emptyDraft, type JobDraft } from '../../lib/jobDraft';
import { DRAFT_STORAGE_KEY, saveDraft } from './draftStorage';
import { SIGN_IN_PATH } from './CreateJobForm';
import { AUSTIN, CATEGORIES, renderJobs, type ApiCall, type Respond } from '../../testing/testUtils';

// One simulated person per test, as user-event recommends (the setup API, not the direct calls). No pause
// between keys: the form's steps take many inputs, and nothing here depends on a gap between keystrokes.
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

const customer = makeTestUser({ id: 5, name: 'Casey Customer' });
const provider = makeTestUser({
  id: 6,
  role: { id: 4, name: 'provider', guard_name: 'web', permissions: [] },
});

function api(extra: Respond = () => undefined): Respond {
  return (call: ApiCall) => {
    if (call.path === '/api/service-categories') return [200, { data: CATEGORIES }];
    if (call.path === '/api/locations/zip/78701') return [200, { data: AUSTIN }];
    if (call.path.startsWith('/api/locations/zip/'))
      return [404, { message: 'We could not find that ZIP code.' }];
    if (call.path === '/api/providers/7')
      return [200, { data: { id: 7, business_name: 'Lone Star Plumbing' } }];
    return extra(call);
  };
}

/** The job fillPlumbingJob enters, as a stored draft: tests about a later step resume it instead of typing it. */
const PLUMBING_DRAFT: JobDraft = {
  ...emptyDraft(),
  category: 'plumbing',
  service_type: 'home',
  answers: { issue: 'Leak', fixtures: ['Sink or faucet'], urgency: 'Soon, but not an emergency' },
  title: 'Fix a dripping kitchen faucet',
  description: 'The kitchen faucet drips all night and the handle is loose.',
  timing: 'within_week',
  budget_min: '150',
  budget_max: '400',
  zip: '78701',
};

/** Opens the form on the review step of PLUMBING_DRAFT, the way `?resume=1` does after signing in. */
async function resumePlumbingJob() {
  saveDraft(PLUMBING_DRAFT, 0);
  renderCreate('/create-job?resume=1');
  await screen.findByRole('heading', { level: 2, name: 'Review' });
}

function renderCreate(route: string, account = customer as typeof customer | null, respond = api()) {
  return renderJobs(<CreateJobPage />, { route, path: '/create-job', user: account, respond });
}

const next = () => user.click(screen.getByRole('button', { name: 'Next' }));

/** Puts text in a field in one input event, as pasting does: typing key by key re-renders the whole form per key. */
async function paste(label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** Fills every step of a plumbing job from the service step on, ending on the review step. */
async function fillPlumbingJob() {
  await user.click(await screen.findByRole('radio', { name: 'Plumbing' }));
  await user.click(screen.getByRole('radio', { name: /Home/ }));
  await next();
  await user.click(screen.getByRole('radio', { name: 'Leak' }));
  await user.click(screen.getByRole('checkbox', { name: 'Sink or faucet' }));
  await user.click(screen.getByRole('radio', { name: 'Soon, but not an emergency' }));
  await paste('Job title', 'Fix a dripping kitchen faucet');
  await paste('Describe the work', 'The kitchen faucet drips all night and the handle is loose.');
  await next();
  await user.click(screen.getByRole('radio', { name: 'Within a week' }));
  await paste('From', '150');
  await paste('To', '400');
  await next();
  await paste('ZIP code', '78701');
  expect(await screen.findByText('Austin, TX')).toBeInTheDocument();
  await next();
  await screen.findByRole('heading', { level: 2, name: 'Review' });
}

beforeEach(() => window.localStorage.clear());

describe('/create-job', () => {
  it('shows the step and explains what is missing before moving on, focusing the first problem', async () => {
    renderCreate('/create-job');
    expect(screen.getByText('Step 1 of 5: Service')).toBeInTheDocument();
    await screen.findByRole('radio', { name: 'Plumbing' });
    await next();
    expect(screen.getByText('Choose the service you need.')).toBeInTheDocument();
    expect(screen.getByText('Choose the type of property.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Plumbing' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Plumbing' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Step 1 of 5: Service')).toBeInTheDocument();
  });

  it('validates the details with inline messages', async () => {
    renderCreate('/create-job?category=plumbing');
    // The category comes from the query.
    expect(await screen.findByRole('radio', { name: 'Plumbing' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Office/ }));
    await next();
    await paste('Job title', 'Hi');
    await paste('Describe the work', 'Too short');
    await next();
    expect(screen.getAllByText('Choose an answer.')).toHaveLength(2);
    expect(screen.getByText('Give your job a title of at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByText('Describe the work in at least 20 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveAccessibleDescription(
      /Give your job a title of at least 3 characters/,
    );
    await user.click(screen.getByRole('radio', { name: 'Clog or slow drain' }));
    await user.click(screen.getByRole('radio', { name: 'Planning ahead' }));
    await paste('Job title', ' there');
    await paste('Describe the work', ' — the bathroom sink drains slowly.');
    await next();
    expect(screen.getByText('Step 3 of 5: When and budget')).toBeInTheDocument();
  });

  it('validates dates and budgets with inline messages', async () => {
    saveDraft({ ...PLUMBING_DRAFT, timing: '', budget_min: '', budget_max: '' }, 0);
    renderCreate('/create-job?resume=1');
    await user.click(await screen.findByRole('button', { name: 'Edit when and budget' }));
    await next();
    expect(screen.getByText('Choose when you need the work done.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'On a specific date' }));
    await paste('From', '500');
    await paste('To', 'abc');
    await next();
    expect(screen.getByText('Choose the date.')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount in dollars, like 500.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('To'));
    await paste('To', '200');
    await paste('Date', '2001-01-01');
    await next();
    expect(screen.getByText('The maximum must be at least the minimum.')).toBeInTheDocument();
    expect(screen.getByText('Choose a date from today to one year ahead.')).toBeInTheDocument();
  });

  it('checks the ZIP code against the api and shows the city', async () => {
    await resumePlumbingJob();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const zip = screen.getByLabelText('ZIP code');
    // Back kept the value.
    expect(zip).toHaveValue('78701');
    await user.clear(zip);
    await user.click(zip);
    await user.paste('00000');
    await waitFor(() => expect(screen.queryByText('Austin, TX')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Checking the ZIP code…')).toBeNull());
    await next();
    expect(screen.getByText('Enter a valid US ZIP code')).toBeInTheDocument();
    await user.clear(zip);
    await user.click(zip);
    await user.paste('787');
    await next();
    expect(screen.getByText('Enter a 5-digit ZIP code.')).toBeInTheDocument();
  });

  it('posts the job with the answers in cents and goes to its page', async () => {
    const { calls } = renderCreate(
      '/create-job',
      customer,
      api((call) =>
        call.method === 'POST' && call.path === '/api/jobs' ? [201, { data: { id: 42 } }] : undefined,
      ),
    );
    await fillPlumbingJob();
    const review = screen.getByRole('region', { name: 'Details' });
    expect(review).toHaveTextContent('Fix a dripping kitchen faucet');
    expect(review).toHaveTextContent('Sink or faucet');
    expect(screen.getByRole('region', { name: 'When and budget' })).toHaveTextContent('$150 – $400');
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/job/42'));
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/jobs');
    expect(post?.body).toEqual({
      category: 'plumbing',
      service_type: 'home',
      title: 'Fix a dripping kitchen faucet',
      description: 'The kitchen faucet drips all night and the handle is loose.',
      answers: { issue: 'Leak', fixtures: ['Sink or faucet'], urgency: 'Soon, but not an emergency' },
      timing: 'within_week',
      budget_min_cents: 15000,
      budget_max_cents: 40000,
      zip: '78701',
    });
  });

  it('shows an api validation error on the step it belongs to', async () => {
    renderCreate(
      '/create-job',
      customer,
      api((call) =>
        call.method === 'POST' && call.path === '/api/jobs'
          ? [422, { message: 'Invalid', errors: { title: ['That title is not allowed.'] } }]
          : undefined,
      ),
    );
    await fillPlumbingJob();
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    expect(await screen.findByText('That title is not allowed.')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 5: Details')).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveFocus();
  });

  it('shows the api’s reason when a posting cap is reached, and keeps the form', async () => {
    const reason = 'You can post up to 20 jobs a day. You can post again in 3 hours.';
    renderCreate(
      '/create-job',
      customer,
      api((call) =>
        call.method === 'POST' && call.path === '/api/jobs' ? [429, { message: reason }] : undefined,
      ),
    );
    await fillPlumbingJob();
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/create-job');
    expect(screen.getByRole('button', { name: 'Post job' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent(
      'Fix a dripping kitchen faucet',
    );
  });

  it('keeps a signed-out draft through sign-in and restores it intact to post', async () => {
    const first = renderCreate('/create-job', null);
    await fillPlumbingJob();
    await user.click(screen.getByRole('button', { name: 'Sign in to post your job' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(SIGN_IN_PATH));
    expect(SIGN_IN_PATH).toBe('/auth?redirect=%2Fcreate-job%3Fresume%3D1');
    expect(JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY)!).draft).toMatchObject({
      title: 'Fix a dripping kitchen faucet',
      budget_min: '150',
      zip: '78701',
    });
    first.unmount();

    const { calls } = renderCreate(
      '/create-job?resume=1',
      customer,
      api((call) =>
        call.method === 'POST' && call.path === '/api/jobs' ? [201, { data: { id: 43 } }] : undefined,
      ),
    );
    expect(await screen.findByText(/Welcome back/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent(
      'Fix a dripping kitchen faucet',
    );
    // The place comes from the ZIP lookup the restored form starts, so it arrives after the region renders.
    const location = await screen.findByRole('region', { name: 'Location and photos' });
    await waitFor(() => expect(location).toHaveTextContent('78701 (Austin, TX)'));
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/job/43'));
    expect(calls.find((call) => call.path === '/api/jobs')?.body).toMatchObject({
      title: 'Fix a dripping kitchen faucet',
      answers: { issue: 'Leak' },
    });
    // Posted: the draft is gone.
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('keeps the draft and goes to sign in when the session ended before posting', async () => {
    renderCreate(
      '/create-job',
      customer,
      api((call) =>
        call.method === 'POST' && call.path === '/api/jobs'
          ? [401, { message: 'Unauthenticated.' }]
          : undefined,
      ),
    );
    await fillPlumbingJob();
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(SIGN_IN_PATH));
    expect(JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY)!).draft.title).toBe(
      'Fix a dripping kitchen faucet',
    );
  });

  it('tells a provider that only customers post jobs', async () => {
    renderCreate('/create-job', provider);
    expect(await screen.findByRole('heading', { name: 'Only customers post jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('a quote request names the professional, sends target_provider_id and opens the conversation', async () => {
    const { calls } = renderCreate(
      '/create-job?provider=7&category=plumbing',
      customer,
      api((call) => {
        if (call.method === 'POST' && call.path === '/api/jobs') return [201, { data: { id: 44 } }];
        if (call.method === 'POST' && call.path === '/api/conversations') return [201, { data: { id: 12 } }];
        return undefined;
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('quote-target')).toHaveTextContent(
        'You are requesting a quote from Lone Star Plumbing.',
      ),
    );
    await fillPlumbingJob();
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/messages/12'));
    expect(calls.find((call) => call.path === '/api/jobs')?.body).toMatchObject({ target_provider_id: 7 });
    expect(calls.find((call) => call.path === '/api/conversations')?.body).toEqual({
      job_id: 44,
      provider_id: 7,
    });
  });

  it('a quote request still shows the job when the conversation cannot be opened', async () => {
    renderCreate(
      '/create-job?provider=7&category=plumbing',
      customer,
      api((call) => {
        if (call.method === 'POST' && call.path === '/api/jobs') return [201, { data: { id: 44 } }];
        if (call.method === 'POST' && call.path === '/api/conversations') return [422, { message: 'No' }];
        return undefined;
      }),
    );
    await waitFor(() => expect(screen.getByTestId('quote-target')).toHaveTextContent('Lone Star Plumbing'));
    await fillPlumbingJob();
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/job/44'));
  });

  it('checks photo type client-side, previews and removes', async () => {
    await resumePlumbingJob();
    await user.click(screen.getByRole('button', { name: 'Edit location and photos' }));
    const input = screen.getByLabelText('Add photos');
    const good = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'sink.jpg', { type: 'image/jpeg' });
    const bad = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    // The form checks types itself, so the picker's accept filter is off to let the PDF through.
    await userEvent.setup({ applyAccept: false }).upload(input, [good, bad]);
    expect(screen.getByRole('alert')).toHaveTextContent('notes.pdf: Choose a JPEG, PNG or WebP image.');
    const list = screen.getByRole('list', { name: '1 of 8 photos chosen' });
    expect(within(list).getByText(/sink\.jpg/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo sink.jpg' }));
    expect(screen.queryByRole('list', { name: /photos chosen/ })).toBeNull();
  });
});
