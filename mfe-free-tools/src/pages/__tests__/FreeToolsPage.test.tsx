import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@prohive/shared/testing';
import FreeToolsPage from '../FreeToolsPage';

describe('FreeToolsPage', () => {
  it('lists all fifteen tools, each linking to its page, in four groups', () => {
    renderWithProviders(<FreeToolsPage />, { route: '/free-tools' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Free Tools for Service Pros' }),
    ).toBeInTheDocument();
    const groups = screen.getAllByRole('region');
    expect(groups.map((group) => within(group).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Calculators',
      'Templates and documents',
      'Guides',
      'Planning',
    ]);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(15);
    expect(links.every((link) => /^\/free-tools\/[a-z-]+$/.test(link.getAttribute('href') ?? ''))).toBe(true);
    const calculators = within(screen.getByRole('region', { name: 'Calculators' })).getAllByRole('link');
    expect(calculators).toHaveLength(6);
    expect(
      screen.getByText('Estimate roofing materials and cost from roof area and pitch.'),
    ).toBeInTheDocument();
  });

  it('filters by name and description as you type, dropping empty groups', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FreeToolsPage />, { route: '/free-tools' });
    await user.type(screen.getByLabelText('Filter tools'), 'invoice');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Invoice Templates']);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 tool matches');

    await user.clear(screen.getByLabelText('Filter tools'));
    await user.type(screen.getByLabelText('Filter tools'), 'crew');
    // By description: "…hourly cost of your crew", "Run scheduling, crews…".
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Labor Cost Calculator',
      'Operations Guide',
    ]);
    // Every word must match: only the labour calculator's description says "hourly".
    await user.type(screen.getByLabelText('Filter tools'), ' HOURLY');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Labor Cost Calculator']);
  });

  it('shows an empty state when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FreeToolsPage />, { route: '/free-tools' });
    await user.type(screen.getByLabelText('Filter tools'), 'spaceship');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(/No tools match “spaceship”/)).toBeInTheDocument();
  });

  it('sets its title, canonical URL and a CollectionPage of the fifteen tools', () => {
    renderWithProviders(<FreeToolsPage />, { route: '/free-tools?utm_source=x' });
    expect(document.title).toBe('Free Tools for Service Pros | Prohive');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/free-tools',
    );
    const data = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) =>
        JSON.parse(script.textContent ?? '{}') as {
          '@type': string;
          mainEntity?: { itemListElement: unknown[] };
        },
    );
    expect(data[0]?.['@type']).toBe('CollectionPage');
    expect(data[0]?.mainEntity?.itemListElement).toHaveLength(15);
  });
});
