import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import type { AuthUser } from '@prohive/shared';
import type { Certificate } from '../../../lib/api/profileEndpoints';
import { makeTestUser } from '@prohive/shared/testing';
import ProfilePage from '../../../pages/ProfilePage';
import { ok, renderAccount, type Call, type Reply } from '../../../testing/renderAccount';

// One simulated person per test, as user-event recommends (the setup API, not the direct calls).
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), dismiss: jest.fn() },
}));

const provider: AuthUser = makeTestUser({
  id: 2,
  name: 'Pat Provider',
  role: { id: 2, name: 'provider', guard_name: 'web', permissions: [] },
  zip: '78701',
});

const categories = [
  { id: 1, slug: 'plumbing', title: 'Plumbing', description: '' },
  { id: 2, slug: 'electrical', title: 'Electrical', description: '' },
  { id: 3, slug: 'hvac', title: 'HVAC', description: '' },
];

const starter = {
  id: 1,
  slug: 'starter',
  name: 'Starter',
  description: '',
  price: { amount_cents: 0, currency: 'usd', interval: 'month' },
  limits: { bids_per_month: 5, service_categories: 1, service_radius_miles: 15 },
  features: [],
  checkout: { planId: 'starter', priceId: 'p', productId: 'q', requires_payment: false },
};

type Handler = (call: Call) => Reply | undefined;

function renderProfile(handlers: Record<string, Handler>, route = '/profile') {
  return renderAccount('/profile', <ProfilePage />, {
    user: provider,
    route,
    respond: (call) => {
      const handler = handlers[`${call.method} ${call.path}`];
      if (handler) return handler(call);
      switch (call.path) {
        case '/api/me':
          return ok({ data: provider });
        case '/api/service-categories':
          return ok({ data: categories });
        case '/api/plans':
          return ok({ data: [starter] });
        case '/api/me/certificates':
          return ok({ data: [] });
        default:
          return undefined;
      }
    },
  });
}

describe('/profile for a provider', () => {
  beforeEach(() => jest.clearAllMocks());

  it('creates the business profile, holding services to the plan’s cap', async () => {
    const { calls } = renderProfile({
      'GET /api/me/provider-profile': () => ok({ data: null }),
      'PUT /api/me/provider-profile': (call) => ok({ data: call.body }),
    });
    const form = await screen.findByRole('form', { name: 'Business profile' });
    expect(await within(form).findByText('Your Starter plan allows up to 1 service.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Service area ZIP code')).toHaveValue('78701');

    await user.type(within(form).getByLabelText('Business name'), 'Pat Plumbing');
    await user.click(await within(form).findByLabelText('Plumbing'));
    expect(within(form).getByLabelText('Electrical')).toBeDisabled();
    expect(
      within(form).getByText('Your Starter plan allows up to 1 service (limit reached).'),
    ).toBeInTheDocument();

    const radius = within(form).getByLabelText('Service radius (miles)');
    await user.clear(radius);
    await user.type(radius, '40');
    await user.click(within(form).getByRole('button', { name: 'Create business profile' }));
    expect(within(form).getByText('Your Starter plan allows up to 15 miles')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(radius);
    await user.type(radius, '15');
    await user.type(within(form).getByLabelText('About your business'), 'Repairs and installs.');
    await user.click(within(form).getByRole('button', { name: 'Create business profile' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your business profile was saved'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      business_name: 'Pat Plumbing',
      bio: 'Repairs and installs.',
      services: ['plumbing'],
      zip: '78701',
      radius_miles: 15,
      years_in_business: 0,
      photo_ids: [],
    });
  });

  it('edits an existing profile and shows the server’s plan-limit message', async () => {
    renderProfile({
      'GET /api/me/provider-profile': () =>
        ok({
          data: {
            business_name: 'Pat Plumbing',
            bio: 'Twenty years of plumbing.',
            services: [{ slug: 'plumbing', title: 'Plumbing' }],
            zip: '78701',
            radius_miles: 10,
            years_in_business: 20,
            photos: [{ id: 'p1', url: '/api/uploads/p1', thumb_url: '/api/uploads/p1/thumb' }],
          },
        }),
      'PUT /api/me/provider-profile': () => ({
        status: 422,
        body: { message: 'Your Starter plan allows 1 service category. Upgrade to add more.' },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Business profile' });
    expect(within(form).getByLabelText('Business name')).toHaveValue('Pat Plumbing');
    expect(await within(form).findByLabelText('Plumbing')).toBeChecked();
    expect(within(form).getByLabelText('Years in business')).toHaveValue(20);
    expect(within(form).getByRole('img', { name: 'Work photo 1' })).toHaveAttribute(
      'src',
      '/api/uploads/p1/thumb',
    );
    await user.click(within(form).getByRole('button', { name: 'Save business profile' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your Starter plan allows 1 service category. Upgrade to add more.',
    );
  });

  it('uploads a licence and shows it pending review', async () => {
    let certificates: Certificate[] = [];
    const { calls } = renderProfile({
      'GET /api/me/provider-profile': () => ok({ data: null }),
      'GET /api/me/certificates': () => ok({ data: certificates }),
      'POST /api/uploads': () => ({
        status: 201,
        body: {
          data: {
            id: 'c1',
            url: '/api/uploads/c1',
            thumb_url: '',
            purpose: 'certificate',
            content_type: 'application/pdf',
          },
        },
      }),
      'POST /api/me/certificates': (call) => {
        certificates = [
          {
            id: 9,
            kind: 'license',
            status: 'pending',
            upload_id: 'c1',
            url: '/api/uploads/c1',
            note: null,
            reviewed_at: null,
            created_at: '2026-11-22T06:00:00Z',
          },
        ];
        return { status: 201, body: { data: { ...certificates[0], ...(call.body as object) } } };
      },
    });
    const row = await screen.findByTestId('certificate-row-license');
    expect(row).toHaveTextContent('Not uploaded');
    await user.upload(
      within(row).getByLabelText('Licence file'),
      new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('certificate-row-license')).toHaveTextContent('Pending review'),
    );
    expect(
      calls.find((call) => call.path === '/api/me/certificates' && call.method === 'POST')?.body,
    ).toEqual({
      kind: 'license',
      upload_id: 'c1',
    });
    expect(screen.getByTestId('certificate-row-insurance')).toHaveTextContent('Not uploaded');
  });
});
