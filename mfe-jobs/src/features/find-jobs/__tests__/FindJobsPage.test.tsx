import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@prohive/shared/testing';
import FindJobsPage from '../../../pages/FindJobsPage';
import { atRoute, json, makeJob, answerApi, page } from '../../../testing/fixtures';

const render = (url: string) => renderWithProviders(atRoute('/jobs', <FindJobsPage />), { route: url });
const location = () => screen.getByTestId('location').textContent;
const jobRequests = (seen: string[]) => seen.filter((s) => s.startsWith('GET /api/jobs'));

describe('FindJobsPage', () => {
  it('reads the category and page from the URL and asks the api for exactly that', async () => {
    const { seen } = answerApi(() => json(page([makeJob(1)], { page: 2, total: 13, last_page: 2 })));
    render('/jobs?category=plumbing&page=2');
    expect(await screen.findByText('Fix the kitchen sink 1')).toBeInTheDocument();
    expect(jobRequests(seen)).toEqual(['GET /api/jobs?category=plumbing&sort=newest&page=2&per_page=12']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/find jobs near you/i);
    expect(screen.getByRole('heading', { name: 'Open plumbing jobs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plumbing' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a category chip sets the category and goes back to page 1', async () => {
    const { seen } = answerApi(() => json(page([makeJob(1)], { total: 40, last_page: 4 })));
    render('/jobs?category=plumbing&page=3&zip=78701');
    await screen.findByText('Fix the kitchen sink 1');
    fireEvent.click(screen.getByRole('button', { name: 'Electrical' }));
    expect(location()).toBe('/jobs?category=electrical&zip=78701');
    await waitFor(() =>
      expect(jobRequests(seen)).toContain(
        'GET /api/jobs?category=electrical&zip=78701&radius=25&sort=newest&page=1&per_page=12',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'All jobs' }));
    expect(location()).toBe('/jobs?zip=78701');
  });

  it('applies the filters to the URL only when Search is pressed', async () => {
    answerApi(() => json(page([makeJob(1)])));
    render('/jobs?page=2');
    await screen.findByText('Fix the kitchen sink 1');
    const form = screen.getByRole('form', { name: 'Filter jobs' });
    fireEvent.change(within(form).getByLabelText('ZIP code'), { target: { value: '78701' } });
    fireEvent.change(within(form).getByLabelText('Distance'), { target: { value: '50' } });
    fireEvent.change(within(form).getByLabelText('Budget from ($)'), { target: { value: '100' } });
    fireEvent.change(within(form).getByLabelText('Budget to ($)'), { target: { value: '$1,500' } });
    fireEvent.change(within(form).getByLabelText('Posted'), { target: { value: '7' } });
    fireEvent.change(within(form).getByLabelText('Sort by'), { target: { value: 'distance' } });
    expect(location()).toBe('/jobs?page=2');
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(location()).toBe(
      '/jobs?zip=78701&radius=50&budget_min=100&budget_max=1500&posted_within=7&sort=distance',
    );
  });

  it('refuses a malformed ZIP and a reversed budget in the form, without a request', async () => {
    const { seen } = answerApi(() => json(page([makeJob(1)])));
    render('/jobs');
    await screen.findByText('Fix the kitchen sink 1');
    const form = screen.getByRole('form', { name: 'Filter jobs' });
    fireEvent.change(within(form).getByLabelText('ZIP code'), { target: { value: '787' } });
    fireEvent.change(within(form).getByLabelText('Budget from ($)'), { target: { value: '500' } });
    fireEvent.change(within(form).getByLabelText('Budget to ($)'), { target: { value: '100' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(within(form).getByText('Enter a 5-digit ZIP code')).toBeInTheDocument();
    expect(within(form).getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('The maximum must be at least the minimum')).toBeInTheDocument();
    expect(location()).toBe('/jobs');
    expect(jobRequests(seen)).toHaveLength(1);
  });

  it("shows the api's ZIP 422 inline on the ZIP field", async () => {
    answerApi(() => json({ message: 'Invalid', errors: { zip: ['Enter a valid US ZIP code'] } }, 422));
    render('/jobs?zip=00000');
    const form = screen.getByRole('form', { name: 'Filter jobs' });
    expect(await within(form).findByText('Enter a valid US ZIP code')).toBeInTheDocument();
    expect(within(form).getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find that ZIP code');
  });

  it('pages with links that keep the filters', async () => {
    answerApi(() => json(page([makeJob(1)], { page: 2, total: 60, last_page: 5 })));
    render('/jobs?category=hvac&zip=78701&page=2');
    await screen.findByText('Fix the kitchen sink 1');
    const pager = screen.getByRole('navigation', { name: 'Job result pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/jobs?category=hvac&zip=78701&page=3',
    );
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/jobs?category=hvac&zip=78701',
    );
    const scrollIntoView = jest.fn();
    Object.assign(Element.prototype, { scrollIntoView });
    try {
      fireEvent.click(within(pager).getByRole('link', { name: /next/i }));
      expect(location()).toBe('/jobs?category=hvac&zip=78701&page=3');
      // The new page starts at the top of the grid, not where the pager was.
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByTestId('jobs-results'));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('an empty result offers to widen the search', async () => {
    answerApi(() => json(page([])));
    render('/jobs?zip=78701&radius=10&category=solar');
    expect(await screen.findByText('No open jobs match your search')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search within 100 miles' }));
    expect(location()).toBe('/jobs?category=solar&zip=78701&radius=100');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear all filters' }));
    expect(location()).toBe('/jobs');
  });

  it('shows an error with a working retry', async () => {
    let fail = true;
    const { seen } = answerApi(() => (fail ? json({ message: 'Down' }, 500) : json(page([makeJob(9)]))));
    render('/jobs');
    expect(await screen.findByText('Jobs could not be loaded')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fix the kitchen sink 9')).toBeInTheDocument();
    expect(jobRequests(seen).length).toBeGreaterThan(1);
  });

  it('offers the detected ZIP without applying it', async () => {
    answerApi(() => json(page([makeJob(1)])));
    renderWithProviders(atRoute('/jobs', <FindJobsPage />), {
      route: '/jobs',
      preloadedState: {
        location: { latitude: 30.2, longitude: -97.7, zipCode: '78701', error: null, loading: false },
      },
    });
    await screen.findByText('Fix the kitchen sink 1');
    const form = screen.getByRole('form', { name: 'Filter jobs' });
    expect(within(form).getByLabelText('ZIP code')).toHaveValue('');
    fireEvent.click(within(form).getByRole('button', { name: 'Use my location (78701)' }));
    expect(within(form).getByLabelText('ZIP code')).toHaveValue('78701');
    expect(location()).toBe('/jobs');
  });

  it('on a phone, folds the filters behind one button that counts the active ones', async () => {
    answerApi(() => json(page([makeJob(1)])));
    const width = window.innerWidth;
    Object.assign(window, { innerWidth: 390 });
    try {
      render('/jobs?zip=78701&sort=distance');
      await screen.findByText('Fix the kitchen sink 1');
      const toggle = screen.getByRole('button', { name: 'Show filters (2 on)' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('form', { name: 'Filter jobs' })).not.toBeInTheDocument();
      fireEvent.click(toggle);
      expect(screen.getByRole('form', { name: 'Filter jobs' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Hide filters (2 on)' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    } finally {
      Object.assign(window, { innerWidth: width });
    }
  });
});
