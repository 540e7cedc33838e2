import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { getRuntimeConfig } from '@prohive/shared';
import { VisuallyHidden } from '@prohive/ui';
import type { LatLngBounds, Map as LeafletMap } from 'leaflet';
import { loadLeaflet, type LeafletModule } from './leafletLoader';
import type { CrewDay } from './model';
import { formatClock } from './time';

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const ROUTE_CLASSES = 3;

type LoadState = 'loading' | 'ready' | 'failed';
type Imagery = 'pending' | 'shown' | 'unavailable';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function pin(L: LeafletModule, html: string) {
  return L.divIcon({ html, className: 'route-map-marker', iconSize: [28, 28], iconAnchor: [14, 14] });
}

function drawRoutes(
  L: LeafletModule,
  container: HTMLElement,
  days: readonly CrewDay[],
  onImagery: (state: Imagery) => void,
) {
  const map = L.map(container, { scrollWheelZoom: false, keyboard: true, zoomSnap: 0.5 });
  // On a high-density screen (most phones) a 256 px tile drawn 256 CSS px wide is blurry: Leaflet then asks for
  // the next zoom level and draws each tile at half size, so the map is as sharp as the rest of the page.
  const tiles = L.tileLayer(getRuntimeConfig().mapTileUrl, {
    attribution: ATTRIBUTION,
    maxZoom: 18,
    detectRetina: true,
  });
  let loaded = 0;
  tiles.on('tileload', () => {
    loaded += 1;
    onImagery('shown');
  });
  tiles.on('tileerror', () => {
    if (loaded === 0) onImagery('unavailable');
  });
  tiles.addTo(map);

  let bounds: LatLngBounds | null = null;
  const extend = (latitude: number, longitude: number) => {
    const point = L.latLng(latitude, longitude);
    bounds = bounds ? bounds.extend(point) : L.latLngBounds(point, point);
  };
  days.forEach((day, crewIndex) => {
    const routeClass = `route-${crewIndex % ROUTE_CLASSES}`;
    const path: [number, number][] = [[day.crew.home.latitude, day.crew.home.longitude]];
    const homeLabel = escapeHtml(`${day.crew.name} starts at ${day.crew.home.label}`);
    L.marker(path[0]!, {
      icon: pin(
        L,
        `<span class="route-home ${routeClass}" role="img" aria-label="${homeLabel}" title="${homeLabel}"></span>`,
      ),
      keyboard: false,
    }).addTo(map);
    extend(day.crew.home.latitude, day.crew.home.longitude);
    day.stops.forEach((stop, index) => {
      const label = escapeHtml(
        `${day.crew.name} stop ${index + 1}: ${stop.job.title}, ${formatClock(stop.start)}`,
      );
      L.marker([stop.job.place.latitude, stop.job.place.longitude], {
        icon: pin(
          L,
          `<span class="route-stop ${routeClass}" role="img" aria-label="${label}" title="${label}">${index + 1}</span>`,
        ),
        keyboard: false,
      }).addTo(map);
      path.push([stop.job.place.latitude, stop.job.place.longitude]);
      extend(stop.job.place.latitude, stop.job.place.longitude);
    });
    L.polyline(path, { className: `route-line ${routeClass}`, interactive: false }).addTo(map);
  });

  const size = map.getSize();
  const fitted = bounds as LatLngBounds | null;
  if (fitted && fitted.isValid() && size.x > 0 && size.y > 0) {
    map.fitBounds(fitted, { padding: [32, 32], maxZoom: 13 });
  } else {
    const first = days[0]?.crew.home;
    map.setView(first ? [first.latitude, first.longitude] : [39.5, -98.35], first ? 10 : 4);
  }
  return map;
}

/**
 * One day's routes on a Leaflet map: each crew's start, its numbered stops and the straight lines between them.
 * Leaflet loads only when this map mounts; without tile imagery the routes still draw on a plain background.
 */
export function RouteMap({ days, label }: { days: readonly CrewDay[]; label: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [loadState, setLoadState] = useState<LoadState>('loading');
  const [imagery, setImagery] = useState<Imagery>('pending');
  const [attempt, setAttempt] = useState(0);
  const drawingKey = useMemo(() => JSON.stringify(days), [days]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const drawing = JSON.parse(drawingKey) as CrewDay[];
    let cancelled = false;
    let map: LeafletMap | null = null;
    let observer: ResizeObserver | null = null;
    setLoadState('loading');
    setImagery('pending');
    loadLeaflet()
      .then((L) => {
        if (cancelled) return;
        map = drawRoutes(L, container, drawing, (state) => {
          if (!cancelled) setImagery((current) => (current === 'shown' ? current : state));
        });
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => map?.invalidateSize());
          observer.observe(container);
        }
        setLoadState('ready');
      })
      .catch(() => {
        if (!cancelled) setLoadState('failed');
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      map?.remove();
    };
  }, [drawingKey, attempt]);

  return (
    <Figure>
      <MapBox>
        <div
          ref={containerRef}
          role="region"
          aria-label={label}
          aria-describedby={hintId}
          aria-busy={loadState === 'loading'}
          data-testid="route-map"
        />
      </MapBox>
      <VisuallyHidden id={hintId}>
        Map of the routes; the timeline lists the same stops. Arrow keys move the map, plus and minus zoom.
      </VisuallyHidden>
      {imagery === 'unavailable' && loadState === 'ready' && (
        <Note role="status">
          Map imagery is unavailable right now. The routes are drawn on a plain background.
        </Note>
      )}
      {loadState === 'failed' && (
        <Note role="alert">
          The map could not be loaded.{' '}
          <Retry type="button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Retry>
        </Note>
      )}
    </Figure>
  );
}

const Figure = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const MapBox = styled.div`
  position: relative;
  height: 360px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  z-index: 0;

  @media ${({ theme }) => theme.breakpoints.mobile} {
    height: 280px;
  }

  > div {
    width: 100%;
    height: 100%;
  }
  .leaflet-container {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-family: ${({ theme }) => theme.font.body};
  }
  .leaflet-container:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  /* OSM tiles are light only; inverting them keeps a dark page dark (<html data-theme>, so the CSS is the same
     in both modes). */
  :root[data-theme='dark'] & .leaflet-tile-pane {
    filter: invert(1) hue-rotate(180deg) brightness(0.85);
  }
  :root[data-theme='dark'] & .leaflet-container .leaflet-control-zoom a,
  :root[data-theme='dark'] & .leaflet-container .leaflet-control-attribution {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
  :root[data-theme='dark'] & .leaflet-container .leaflet-control-attribution a {
    color: ${({ theme }) => theme.colors.primary};
  }

  .route-map-marker {
    background: none;
    border: none;
  }
  .route-line {
    fill: none;
    stroke-width: 4;
    stroke-opacity: 0.85;
  }
  .route-stop,
  .route-home {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    box-sizing: border-box;
    border: 2px solid ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
    font-weight: 700;
    font-size: 13px;
  }
  .route-stop {
    border-radius: 50%;
  }
  .route-home {
    border-radius: 4px;
  }
  .route-line.route-0 {
    stroke: ${({ theme }) => theme.colors.primary};
  }
  .route-line.route-1 {
    stroke: ${({ theme }) => theme.colors.accent};
    stroke-dasharray: 10 6;
  }
  .route-line.route-2 {
    stroke: ${({ theme }) => theme.colors.success};
    stroke-dasharray: 2 6;
  }
  .route-stop.route-0,
  .route-home.route-0 {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  .route-stop.route-1,
  .route-home.route-1 {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
  .route-stop.route-2,
  .route-home.route-2 {
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.successText};
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Retry = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  font: inherit;
  cursor: pointer;
`;
