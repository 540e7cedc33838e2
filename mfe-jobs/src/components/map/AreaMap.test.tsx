import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, setRuntimeConfig, resetRuntimeConfig, useLocation } from '@prohive/shared';
import { renderWithProviders } from '@prohive/shared/testing';
import { AreaMap } from './AreaMap';

// jsdom does no layout; Leaflet sizes the map (and decides which tiles to request) from these.
const sizes = {
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
};

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 320 });
});

afterAll(() => {
  if (sizes.clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', sizes.clientWidth);
  if (sizes.clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', sizes.clientHeight);
});

beforeEach(() => {
  resetRuntimeConfig();
  setRuntimeConfig({ mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png' });
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function mapReady() {
  const map = screen.getByRole('region', { name: 'Approximate area around Austin, TX' });
  await waitFor(() => expect(map).toHaveClass('leaflet-container'));
  return map;
}

describe('AreaMap', () => {
  it('draws the approximate circle and requests tiles from the configured url', async () => {
    const { container } = renderWithProviders(
      <AreaMap
        center={{ latitude: 30.27, longitude: -97.74 }}
        radiusMiles={1.5}
        ariaLabel="Approximate area around Austin, TX"
      />,
    );
    const map = await mapReady();
    expect(container.querySelector('path.area-map-circle')).not.toBeNull();
    const tiles = Array.from(map.querySelectorAll<HTMLImageElement>('img.leaflet-tile'));
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((tile) => tile.src.startsWith('https://tiles.test/'))).toBe(true);
    // Keyboard: Leaflet makes the map itself a tab stop (arrow keys pan, +/- zoom).
    expect(map).toHaveAttribute('tabindex', '0');
    expect(map).toHaveAccessibleDescription(/arrow keys/);
  });

  it('says the imagery is unavailable when no tile loads, and still shows the circle', async () => {
    const { container } = renderWithProviders(
      <AreaMap
        center={{ latitude: 30.27, longitude: -97.74 }}
        radiusMiles={1.5}
        ariaLabel="Approximate area around Austin, TX"
      />,
    );
    const map = await mapReady();
    expect(screen.queryByText(/imagery is unavailable/)).toBeNull();
    const tile = map.querySelector<HTMLImageElement>('img.leaflet-tile');
    act(() => {
      tile!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Map imagery is unavailable right now. The area and markers are still shown on a plain background.',
    );
    expect(container.querySelector('path.area-map-circle')).not.toBeNull();
  });

  it('linked markers are labelled links that navigate inside the app', async () => {
    renderWithProviders(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <AreaMap
                center={{ latitude: 30.27, longitude: -97.74 }}
                ariaLabel="Approximate area around Austin, TX"
                markers={[
                  {
                    id: 1,
                    latitude: 30.28,
                    longitude: -97.73,
                    label: 'Lone Star Plumbing',
                    href: '/professionals/1',
                  },
                  { id: 2, latitude: 30.25, longitude: -97.76, label: 'A <b> & Co' },
                ]}
              />
              <Where />
            </>
          }
        />
      </Routes>,
      { route: '/professionals' },
    );
    await mapReady();
    const link = screen.getByRole('link', { name: 'Lone Star Plumbing' });
    expect(link).toHaveAttribute('href', '/professionals/1');
    // A label is text, never markup.
    expect(screen.getByRole('img', { name: 'A <b> & Co' })).toBeInTheDocument();
    fireEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/professionals/1');
  });
});
