import type { ReactElement } from 'react';
import { useLocation } from '@prohive/shared';
import { renderWithProviders, type RenderWithProvidersResult } from '@prohive/shared/testing';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders `ui` at `url` beside a probe of the router's location, so tests can read what a screen wrote to the
 * query string: `currentParams()` gives the URL's search parameters now.
 */
export function renderAtUrl(
  ui: ReactElement,
  url: string,
): RenderWithProvidersResult & { currentParams: () => URLSearchParams } {
  const result = renderWithProviders(
    <>
      {ui}
      <LocationProbe />
    </>,
    { route: url },
  );
  const currentParams = () => {
    const text = result.getByTestId('location').textContent ?? '';
    return new URL(text, 'http://test.local').searchParams;
  };
  return Object.assign(result, { currentParams });
}
