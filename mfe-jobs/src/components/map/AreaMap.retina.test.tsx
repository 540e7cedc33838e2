import { screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig, resetRuntimeConfig } from '@prohive/shared';
import { renderWithProviders } from '@prohive/shared/testing';
import { AreaMap } from './AreaMap';

// Leaflet reads the screen's density when it loads (lazily, with the first map), so this file has its own
// module registry with a phone's density set before that.
const sizes = {
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
};

beforeAll(() => {
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2.625 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 320 });
});

afterAll(() => {
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 1 });
  if (sizes.clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', sizes.clientWidth);
  if (sizes.clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', sizes.clientHeight);
});

beforeEach(() => {
  resetRuntimeConfig();
  setRuntimeConfig({ mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png' });
});

it('on a high-density screen asks for the next zoom level and draws each tile at half size', async () => {
  renderWithProviders(
    <AreaMap
      center={{ latitude: 30.27, longitude: -97.74 }}
      ariaLabel="Approximate area around Austin, TX"
    />,
  );
  const map = screen.getByRole('region', { name: 'Approximate area around Austin, TX' });
  await waitFor(() => expect(map.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0));
  const tiles = Array.from(map.querySelectorAll<HTMLImageElement>('img.leaflet-tile'));
  expect(tiles.every((tile) => tile.style.width === '128px' && tile.style.height === '128px')).toBe(true);
  const zooms = new Set(tiles.map((tile) => new URL(tile.src).pathname.split('/')[1]));
  expect(zooms).toEqual(new Set(['12']));
});
