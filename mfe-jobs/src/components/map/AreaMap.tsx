import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { getRuntimeConfig, useNavigate } from '@prohive/shared';
import { VisuallyHidden } from '@prohive/ui';
import type { Circle, LatLngBounds, Map as LeafletMap } from 'leaflet';
import { loadLeaflet, type LeafletModule } from './leafletLoader';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface MapMarker extends MapPoint {
  id: string | number;
  /** Read by screen readers and shown as the marker's tooltip. */
  label: string;
  /** A site path (`/professionals/12`): the marker becomes a link to it. */
  href?: string;
}

export interface AreaMapProps {
  /** Where the map centres when there are no markers to fit. */
  center: MapPoint;
  /** Draws a shaded circle of this radius around `center` (an approximate area, not a point). */
  radiusMiles?: number;
  markers?: readonly MapMarker[];
  /** Names the map region for assistive technology: 'Approximate job area around Austin, TX'. */
  ariaLabel: string;
  /** CSS height of the map. Default 320px (240px on phones). */
  height?: string;
}

const METERS_PER_MILE = 1609.344;
/** Used when the map cannot measure itself (hidden, or jsdom) and fitting bounds would be meaningless. */
const FALLBACK_ZOOM = 11;
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

type LoadState = 'loading' | 'ready' | 'failed';
type Imagery = 'pending' | 'shown' | 'unavailable';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Fits the circle and markers, or centres at a fixed zoom when the container has no size yet. */
function frame(map: LeafletMap, bounds: LatLngBounds | null, center: MapPoint): void {
  const size = map.getSize();
  if (bounds && bounds.isValid() && size.x > 0 && size.y > 0) {
    map.fitBounds(bounds, { padding: [24, 24], maxZoom: 15 });
  } else {
    map.setView([center.latitude, center.longitude], FALLBACK_ZOOM);
  }
}

function drawMap(
  L: LeafletModule,
  container: HTMLElement,
  props: Required<Pick<AreaMapProps, 'center'>> & Pick<AreaMapProps, 'radiusMiles' | 'markers'>,
  handlers: { onImagery(state: Imagery): void; onNavigate(href: string): void },
): LeafletMap {
  const { center, radiusMiles, markers = [] } = props;
  const map = L.map(container, {
    center: [center.latitude, center.longitude],
    zoom: FALLBACK_ZOOM,
    // The page scrolls past the map; zooming then needs the controls, the keyboard or a pinch.
    scrollWheelZoom: false,
    keyboard: true,
  });

  // On a high-density screen (most phones) a 256 px tile drawn 256 CSS px wide is blurry: Leaflet then asks for
  // the next zoom level and draws each tile at half size, so the map is as sharp as the rest of the page.
  const tiles = L.tileLayer(getRuntimeConfig().mapTileUrl, {
    attribution: ATTRIBUTION,
    maxZoom: 18,
    detectRetina: true,
  });
  let loadedTiles = 0;
  tiles.on('tileload', () => {
    loadedTiles += 1;
    handlers.onImagery('shown');
  });
  // Only when nothing at all loaded: a few missing tiles at the edge are not worth a warning.
  tiles.on('tileerror', () => {
    if (loadedTiles === 0) handlers.onImagery('unavailable');
  });
  tiles.addTo(map);

  let bounds: LatLngBounds | null = null;
  if (radiusMiles && radiusMiles > 0) {
    const circle: Circle = L.circle([center.latitude, center.longitude], {
      radius: radiusMiles * METERS_PER_MILE,
      className: 'area-map-circle',
      interactive: false,
    }).addTo(map);
    bounds = circle.getBounds();
  }

  for (const marker of markers) {
    const label = escapeHtml(marker.label);
    const html = marker.href
      ? `<a class="area-map-pin" href="${escapeHtml(marker.href)}" aria-label="${label}" title="${label}"></a>`
      : `<span class="area-map-pin" role="img" aria-label="${label}" title="${label}"></span>`;
    const layer = L.marker([marker.latitude, marker.longitude], {
      icon: L.divIcon({ html, className: 'area-map-marker', iconSize: [28, 28], iconAnchor: [14, 28] }),
      // The link inside is the focus stop; a second, role=button wrapper would only repeat it.
      keyboard: false,
      title: '',
    }).addTo(map);
    layer.bindTooltip(marker.label, { direction: 'top', offset: [0, -26] });
    const link = layer.getElement()?.querySelector('a');
    const href = marker.href;
    if (link && href) {
      L.DomEvent.disableClickPropagation(link);
      link.addEventListener('click', (event) => {
        // Modified clicks (new tab, new window) keep the browser's own behaviour.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        handlers.onNavigate(href);
      });
      link.addEventListener('focus', () => layer.openTooltip());
      link.addEventListener('blur', () => layer.closeTooltip());
    }
    const point = L.latLng(marker.latitude, marker.longitude);
    bounds = bounds ? bounds.extend(point) : L.latLngBounds(point, point);
  }

  frame(map, bounds, center);
  return map;
}

/**
 * A Leaflet map of an area: an optional shaded circle (a job's approximate location) and optional markers
 * (professionals, each a link). Leaflet loads lazily. Tiles come from the runtime config's `mapTileUrl`; when
 * none load (an offline or blocked tile host) the circle and markers still draw on a plain background and the
 * map says so. The map itself is focusable: arrow keys pan, + and - zoom; each linked marker is a tab stop.
 */
export function AreaMap({ center, radiusMiles, markers, ariaLabel, height }: AreaMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const hintId = useId();
  const [loadState, setLoadState] = useState<LoadState>('loading');
  const [imagery, setImagery] = useState<Imagery>('pending');
  const [attempt, setAttempt] = useState(0);

  // One key for everything drawn, so a parent re-rendering with equal data does not rebuild the map.
  const drawingKey = useMemo(
    () => JSON.stringify({ center, radiusMiles, markers: markers ?? [] }),
    [center, radiusMiles, markers],
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const drawing = JSON.parse(drawingKey) as Pick<AreaMapProps, 'center' | 'radiusMiles' | 'markers'>;
    let cancelled = false;
    let map: LeafletMap | null = null;
    let resizeObserver: ResizeObserver | null = null;
    setLoadState('loading');
    setImagery('pending');
    loadLeaflet()
      .then((L) => {
        if (cancelled) return;
        map = drawMap(L, container, drawing, {
          onImagery: (state) => {
            if (!cancelled) setImagery((current) => (current === 'shown' ? current : state));
          },
          onNavigate: (href) => void navigateRef.current(href),
        });
        if (typeof ResizeObserver !== 'undefined') {
          resizeObserver = new ResizeObserver(() => map?.invalidateSize());
          resizeObserver.observe(container);
        }
        setLoadState('ready');
      })
      .catch(() => {
        if (!cancelled) setLoadState('failed');
      });
    return () => {
      cancelled = true;
      resizeObserver?.disconnect();
      map?.remove();
    };
  }, [drawingKey, attempt]);

  return (
    <Figure>
      <MapBox $height={height}>
        {/* No className here: Leaflet owns this element's classes, and React re-rendering one (a theme
            switch) would wipe them. The styled wrapper reaches it through .leaflet-container. */}
        <div
          ref={containerRef}
          role="region"
          aria-label={ariaLabel}
          aria-describedby={hintId}
          aria-busy={loadState === 'loading'}
          data-testid="area-map"
          data-imagery={imagery}
        />
      </MapBox>
      <VisuallyHidden id={hintId}>
        Map. Use the arrow keys to move it and the plus and minus keys to zoom.
      </VisuallyHidden>
      {imagery === 'unavailable' && loadState === 'ready' && (
        <Note role="status">
          Map imagery is unavailable right now. The area and markers are still shown on a plain background.
        </Note>
      )}
      {loadState === 'failed' && (
        <Note role="alert">
          The map could not be loaded.{' '}
          <RetryButton type="button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </RetryButton>
        </Note>
      )}
    </Figure>
  );
}

const Figure = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const MapBox = styled.div<{ $height?: string }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height ?? '320px'};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  z-index: 0;

  @media ${({ theme }) => theme.breakpoints.mobile} {
    height: ${({ $height }) => $height ?? '240px'};
  }

  > div {
    width: 100%;
    height: 100%;
  }

  .leaflet-container {
    /* The plain background the circle and markers sit on when no tile loads. */
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-family: ${({ theme }) => theme.font.body};
  }

  .leaflet-container:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }

  /* OSM tiles are light only; inverting them keeps a dark page dark (<html data-theme>, so the CSS is the same
     in both modes). Doubled up to outrank Leaflet's own '.leaflet-container .leaflet-control-attribution'. */
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

  .area-map-circle {
    stroke: ${({ theme }) => theme.colors.primary};
    fill: ${({ theme }) => theme.colors.primary};
    fill-opacity: 0.18;
    stroke-width: 2;
  }

  .area-map-marker {
    background: none;
    border: none;
  }

  .area-map-pin {
    display: block;
    width: 28px;
    height: 28px;
    border-radius: 50% 50% 50% 0;
    transform: rotate(-45deg);
    background: ${({ theme }) => theme.colors.primary};
    border: 2px solid ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
    pointer-events: auto;
    cursor: pointer;
  }

  a.area-map-pin:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RetryButton = styled.button`
  background: none;
  border: none;
  padding: 0;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`;
