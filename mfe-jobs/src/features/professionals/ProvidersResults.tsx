import { useMemo, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { type ProviderCard, useLocation, useNavigate, useSearchParams } from '@prohive/shared';
import { useProvidersQuery } from '../../lib/api/providersEndpoints';
import { fieldError } from '../../lib/apiErrors';
import { formatMiles, plural } from '../../lib/format';
import { CardGrid, ResultsHeader } from '../../components/layout';
import { useScrollOnChange } from '../../lib/useScrollOnChange';
import { AreaMap, type MapMarker } from '../../components/map/AreaMap';
import { ProCard } from './ProCard';
import {
  parseProvidersQuery,
  toProvidersListArgs,
  API_DEFAULT_RADIUS_MILES,
  WIDEST_RADIUS_MILES,
  withParam,
  type ResultsView,
} from './providersQuery';
import { Button, CardSkeletons, LinkPager, StatusPanel } from '@prohive/ui';

const Toggle = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;

  button {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Map markers for the providers; each links to the profile. */
export function providerMarkers(providers: readonly ProviderCard[]): MapMarker[] {
  return providers.map((provider) => ({
    id: provider.id,
    latitude: provider.latitude,
    longitude: provider.longitude,
    label:
      provider.distance_miles !== null
        ? `${provider.business_name}, ${formatMiles(provider.distance_miles)} away`
        : provider.business_name,
    href: `/professionals/${provider.id}`,
  }));
}

function centreOf(providers: readonly ProviderCard[]) {
  const n = providers.length;
  return {
    latitude: providers.reduce((sum, p) => sum + p.latitude, 0) / n,
    longitude: providers.reduce((sum, p) => sum + p.longitude, 0) / n,
  };
}

export interface ProvidersResultsProps {
  /** A category from the path (the service pages); otherwise the query's `category`, if any. */
  category?: string | null;
  heading: string;
  /** Extra words for the empty state (e.g. how to widen this page's search). */
  emptyHint?: ReactNode;
}

/**
 * Results of `GET /api/providers` for the current URL: a list or a map (`view=map`), the server's pages, and
 * the loading, error, empty and unknown-ZIP states.
 */
export function ProvidersResults({ category, heading, emptyHint }: ProvidersResultsProps) {
  const [params] = useSearchParams();
  const { pathname, search: query } = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => parseProvidersQuery(new URLSearchParams(params.toString())), [params]);
  const { data, error, isFetching, isError, refetch } = useProvidersQuery(
    toProvidersListArgs(search, category),
  );
  const zipError = fieldError(error, 'zip');
  const sectionRef = useRef<HTMLElement>(null);
  useScrollOnChange(sectionRef, String(search.page));
  const setView = (view: ResultsView) =>
    void navigate(`${pathname}${withParam(query, 'view', view === 'map' ? 'map' : null)}`);

  let body;
  if (isError && !isFetching) {
    body = zipError ? (
      <StatusPanel title="We could not find that ZIP code" tone="error">
        <p>{zipError}. Check the ZIP code and search again.</p>
      </StatusPanel>
    ) : (
      <StatusPanel
        title="Professionals could not be loaded"
        tone="error"
        actions={
          <Button type="button" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        <p>Something went wrong on our side or with your connection.</p>
      </StatusPanel>
    );
  } else if (!data || isFetching) {
    body = <CardSkeletons label="Loading professionals…" />;
  } else if (data.data.length === 0) {
    body = (
      <StatusPanel
        title="No professionals match your search"
        actions={
          search.page > 1 ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => void navigate(`${pathname}${withParam(query, 'page', null)}`)}
            >
              Back to the first page
            </Button>
          ) : search.zip && (search.radius ?? API_DEFAULT_RADIUS_MILES) < WIDEST_RADIUS_MILES ? (
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                void navigate(`${pathname}${withParam(query, 'radius', String(WIDEST_RADIUS_MILES))}`)
              }
            >
              Search within {WIDEST_RADIUS_MILES} miles
            </Button>
          ) : null
        }
      >
        <p>{emptyHint ?? 'Try a more general service, or a ZIP code nearer a town or city.'}</p>
      </StatusPanel>
    );
  } else if (search.view === 'map') {
    body = (
      <>
        <AreaMap
          center={centreOf(data.data)}
          markers={providerMarkers(data.data)}
          ariaLabel={`Map of ${plural(data.data.length, 'professional')} on this page`}
          height="480px"
        />
        <LinkPager page={data.meta.page} lastPage={data.meta.last_page} label="Professional result pages" />
      </>
    );
  } else {
    body = (
      <>
        <CardGrid>
          {data.data.map((provider) => (
            <li key={provider.id}>
              <ProCard provider={provider} />
            </li>
          ))}
        </CardGrid>
        <LinkPager page={data.meta.page} lastPage={data.meta.last_page} label="Professional result pages" />
      </>
    );
  }

  return (
    <section ref={sectionRef} aria-labelledby="pros-results-heading" data-testid="pros-results">
      <ResultsHeader>
        <div>
          <h2 id="pros-results-heading">{heading}</h2>
          {data && !isFetching && !isError ? (
            <Count aria-live="polite">
              {plural(data.meta.total, 'professional')} found
              {search.zip ? ', nearest first' : ', best rated first'}
            </Count>
          ) : null}
        </div>
        <Toggle role="group" aria-label="Show results as">
          <button type="button" aria-pressed={search.view === 'list'} onClick={() => setView('list')}>
            List
          </button>
          <button type="button" aria-pressed={search.view === 'map'} onClick={() => setView('map')}>
            Map
          </button>
        </Toggle>
      </ResultsHeader>
      {body}
    </section>
  );
}
