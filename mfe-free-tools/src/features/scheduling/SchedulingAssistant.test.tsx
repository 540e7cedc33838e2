import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@prohive/shared';
import {
  http,
  json,
  makeSignedInSession,
  makeTestUser,
  renderWithProviders,
  server,
} from '@prohive/shared/testing';
import { downloadFile } from '../../lib/downloadFile';
import type { Plan } from './model';
import { PLAN_STORAGE_KEY } from './planStorage';
import { SchedulingAssistant } from './SchedulingAssistant';

jest.mock('../../lib/downloadFile', () => ({ downloadFile: jest.fn() }));
// The map is Leaflet in the browser; here its own chunk is replaced by a list of what it was asked to draw.
jest.mock('./RouteMap', () => ({
  RouteMap: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

const download = jest.mocked(downloadFile);

/** jsdom's Blob has no text(); FileReader reads it the same way. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const PLACES: Record<string, { city: string; latitude: number; longitude: number }> = {
  '78701': { city: 'Austin', latitude: 30.27, longitude: -97.74 },
  '78702': { city: 'Austin', latitude: 30.26, longitude: -97.72 },
  '78660': { city: 'Pflugerville', latitude: 30.45, longitude: -97.62 },
};

function answerZips() {
  server.use(
    http.get('*/api/locations/zip/:zip', ({ params }) => {
      const zip = String(params.zip);
      const place = PLACES[zip];
      if (!place) return json({ message: `We could not find ZIP code ${zip}.` }, 404);
      return json({
        data: { zip, state: 'TX', state_name: 'Texas', city_path: null, ...place },
      });
    }),
  );
}

const austin = { zip: '78701', label: 'Austin, TX', latitude: 30.27, longitude: -97.74 };

function storedPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    weekStart: '2026-11-23',
    averageSpeedMph: 30,
    crews: [
      { id: 'c1', name: 'North team', home: austin, workdays: [1, 2, 3, 4, 5], dayStart: 480, dayEnd: 1020 },
    ],
    jobs: [],
    ...overrides,
  };
}

beforeEach(() => {
  window.localStorage.clear();
  download.mockClear();
});

describe('SchedulingAssistant', () => {
  it('checks the job form inline: a name, a 5-digit ZIP, minutes on site and a window that fits them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SchedulingAssistant />);
    const form = await screen.findByRole('form', { name: 'Add a job' });
    await user.clear(within(form).getByLabelText('Time on site (minutes)'));
    await user.type(within(form).getByLabelText('Time on site (minutes)'), '600');
    await user.type(within(form).getByLabelText('ZIP code'), '787');
    await user.click(within(form).getByRole('button', { name: 'Add job' }));
    expect(within(form).getByLabelText('Job')).toHaveAccessibleDescription('Name the job.');
    expect(within(form).getByLabelText('ZIP code')).toHaveAccessibleDescription('Enter a 5-digit ZIP code.');
    expect(within(form).getByLabelText('Window until')).toHaveAccessibleDescription(
      'The window is shorter than the time on site.',
    );
  });

  it('shows the api’s message for a ZIP it cannot place, and adds nothing', async () => {
    answerZips();
    const user = userEvent.setup();
    renderWithProviders(<SchedulingAssistant />);
    const form = await screen.findByRole('form', { name: 'Add a job' });
    await user.type(within(form).getByLabelText('Job'), 'Fence repair');
    await user.type(within(form).getByLabelText('ZIP code'), '00000');
    await user.click(within(form).getByRole('button', { name: 'Add job' }));
    expect(await within(form).findByText('We could not find ZIP code 00000.')).toBeInTheDocument();
    expect(within(form).getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('list', { name: 'Jobs' })).toBeNull();
  });

  it('asks for at least one working day for a crew', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SchedulingAssistant />);
    const form = await screen.findByRole('form', { name: 'Add a crew' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await user.click(within(form).getByRole('checkbox', { name: day }));
    }
    await user.click(within(form).getByRole('button', { name: 'Add crew' }));
    expect(within(form).getByText('Choose at least one working day.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Crew name')).toHaveAccessibleDescription('Name the crew.');
  });

  it('plans entered jobs nearest-first, explains the one that cannot fit, keeps the plan and exports .ics', async () => {
    answerZips();
    const pflugerville = { zip: '78660', label: 'Pflugerville, TX', latitude: 30.45, longitude: -97.62 };
    const job = { durationMinutes: 60, windowStart: 480, windowEnd: 1020, priority: 'normal' as const };
    window.localStorage.setItem(
      PLAN_STORAGE_KEY,
      JSON.stringify(
        storedPlan({
          jobs: [
            {
              ...job,
              id: 'j1',
              title: 'Deck stain',
              place: pflugerville,
              durationMinutes: 120,
              date: '2026-11-23',
            },
            { ...job, id: 'j2', title: 'Weekend gutter', place: austin, date: '2026-11-28' },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SchedulingAssistant />);
    const form = await screen.findByRole('form', { name: 'Add a job' });
    await user.type(within(form).getByLabelText('Job'), 'Faucet swap');
    await user.type(within(form).getByLabelText('ZIP code'), '78702');
    await user.selectOptions(within(form).getByLabelText('Day'), 'Mon, Nov 23');
    await user.click(within(form).getByRole('button', { name: 'Add job' }));
    await within(screen.getByRole('list', { name: 'Jobs' })).findByText('Faucet swap');

    const monday = screen.getByRole('article', { name: 'North team, Mon, Nov 23' });
    const stops = within(monday).getAllByRole('listitem');
    // Home is 78701: 78702 is about 1.3 mi away, 78660 about 14 mi.
    expect(stops.map((stop) => within(stop).getByText(/Deck stain|Faucet swap/).textContent)).toEqual([
      'Faucet swap',
      'Deck stain',
    ]);
    expect(stops[0]).toHaveTextContent(/^08:0\d–09:0\d/);
    const unfit = screen.getByRole('region', { name: 'Jobs that could not be scheduled' });
    expect(unfit).toHaveTextContent('Weekend gutter: No crew works on Sat, Nov 28.');
    expect(screen.getByRole('region', { name: 'Routes on Mon, Nov 23' })).toBeInTheDocument();

    const saved = JSON.parse(window.localStorage.getItem(PLAN_STORAGE_KEY)!) as Plan;
    expect(saved.jobs.map((entry) => entry.title)).toEqual(['Deck stain', 'Weekend gutter', 'Faucet swap']);

    await user.click(screen.getByRole('button', { name: 'Download calendar (.ics)' }));
    const [blob, name] = download.mock.calls[0]!;
    expect(name).toBe('schedule-2026-11-23.ics');
    const ics = await readText(blob);
    expect(ics).toContain('SUMMARY:Faucet swap\r\n');
    expect(ics).toContain('SUMMARY:Deck stain\r\n');
    expect(ics).not.toContain('Weekend gutter');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Download spreadsheet (.csv)' }));
    const [csvBlob, csvName] = download.mock.calls[1]!;
    expect(csvName).toBe('schedule-2026-11-23.csv');
    const csv = await readText(csvBlob);
    expect(csv.split('\r\n')[1]).toMatch(/^2026-11-23,North team,1,Faucet swap,78702,"Austin, TX",08:0\d,/);
  });

  it('adds a signed-in provider’s won jobs from their bids, once', async () => {
    window.localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify(storedPlan()));
    const provider = makeTestUser({ role: { id: 2, name: 'provider', guard_name: 'web', permissions: [] } });
    const roles: Role[] = [{ id: 2, name: 'provider', guard_name: 'web' } as Role];
    const job = {
      id: 41,
      title: 'Water heater install',
      bid_count: 3,
      budget: { min_cents: null, max_cents: null },
      category: { slug: 'plumbing', title: 'Plumbing' },
      created_at: '2026-11-01T09:00:00Z',
      description: '',
      distance_miles: null,
      expires_at: '2026-12-01T09:00:00Z',
      location: { ...austin, city: 'Austin', state: 'TX', radius_miles: 1 },
      photo_count: 0,
      preferred_date: '2026-11-24',
      service_type: 'home',
      status: 'hired',
      timing: 'specific_date',
    };
    server.use(
      http.get('*/api/bids/mine', () =>
        json({
          data: [
            {
              id: 5,
              amount_cents: 90_000,
              created_at: '2026-11-02T09:00:00Z',
              updated_at: '2026-11-03T09:00:00Z',
              estimated_duration_minutes: 180,
              job_id: 41,
              message: '',
              provider_id: provider.id,
              status: 'accepted',
              job,
            },
          ],
          meta: {
            page: 1,
            per_page: 100,
            total: 1,
            last_page: 1,
            usage: { bids_per_month_limit: null, bids_this_month: 1, plan_slug: 'free' },
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SchedulingAssistant />, {
      preloadedState: {
        session: makeSignedInSession(provider),
        roles: { loading: false, error: null, list: roles },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add my won jobs' }));
    expect(await screen.findByText(/Added 1 won job\./)).toBeInTheDocument();
    const tuesday = screen.getByRole('article', { name: 'North team, Tue, Nov 24' });
    expect(tuesday).toHaveTextContent('Water heater install');
    expect(tuesday).toHaveTextContent('08:00–11:00');

    await user.click(screen.getByRole('button', { name: 'Add my won jobs' }));
    expect(await screen.findByText(/No won jobs to add/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('invites a visitor who is not a signed-in provider instead of offering the import', async () => {
    renderWithProviders(<SchedulingAssistant />);
    expect(await screen.findByText(/Providers: sign in to add the jobs you have won/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add my won jobs' })).toBeNull();
  });

  it('starts an empty plan on the Monday of this week when nothing is stored', async () => {
    renderWithProviders(<SchedulingAssistant />);
    const week = await screen.findByLabelText('Week starting (Monday)');
    await waitFor(() =>
      expect(new Date(`${(week as HTMLInputElement).value}T00:00:00Z`).getUTCDay()).toBe(1),
    );
    expect(
      screen.getByText('Add at least one crew and one job, and the schedule appears here.'),
    ).toBeInTheDocument();
  });
});
