import { codes as zipCodes, states as zipStates } from 'zipcodes';
import { distanceMiles, roundMiles, type Coordinates } from './geo.js';

/**
 * US places from the `zipcodes` package (ZIP → city, state, coordinates): the real data behind location
 * pages, ZIP lookups and ZIP validation. Cities are the package's city names grouped per state, with the
 * mean of their ZIPs' coordinates as centre.
 */

export interface UsState {
  /** Two-letter postal code, upper case. */
  code: string;
  name: string;
  /** `new-york`, `district-of-columbia`. */
  slug: string;
}

export interface City extends Coordinates {
  name: string;
  slug: string;
  state: UsState;
  zips: string[];
}

export interface ZipPlace extends Coordinates {
  zip: string;
  city: string;
  state: string;
  /** Null for military and territory codes the package names no state for. */
  stateName: string | null;
}

export interface NearbyCity {
  city: City;
  distanceMiles: number;
}

interface ZipEntry {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** Short forms people write for the words the ZIP data spells out. */
const ABBREVIATIONS: Record<string, string> = { st: 'saint', ft: 'fort', mt: 'mount' };

const SMALL_WORDS = new Set(['of', 'and', 'the']);

function titleCase(upper: string): string {
  return upper
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** `St. Louis` → `st-louis`, `Winston-Salem` → `winston-salem`, `Coeur d'Alene` → `coeur-dalene`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The package marks a ZIP it cannot place (military mail, some unique business ZIPs) with 0, 0. */
function isLocated(entry: Coordinates): boolean {
  return (
    Number.isFinite(entry.latitude) &&
    Number.isFinite(entry.longitude) &&
    !(entry.latitude === 0 && entry.longitude === 0)
  );
}

export class PlaceDirectory {
  readonly #states = new Map<string, UsState>();
  readonly #stateBySlug = new Map<string, UsState>();
  readonly #cities = new Map<string, City>();
  readonly #zips = new Map<string, ZipEntry>();
  readonly #allCities: City[] = [];

  constructor(entries: Iterable<ZipEntry>, stateNames: Record<string, string>) {
    for (const [upperName, code] of Object.entries(stateNames)) {
      const state = { code, name: titleCase(upperName), slug: slugify(upperName) };
      this.#states.set(code, state);
      this.#stateBySlug.set(state.slug, state);
    }

    const grouped = new Map<string, { name: string; state: UsState; located: ZipEntry[]; zips: string[] }>();
    for (const entry of entries) {
      if (entry.country !== 'US' || !/^\d{5}$/.test(entry.zip)) continue;
      this.#zips.set(entry.zip, entry);
      const state = this.#states.get(entry.state);
      const slug = slugify(entry.city);
      if (!state || slug === '') continue;
      const key = `${state.code}/${slug}`;
      let group = grouped.get(key);
      if (!group) {
        group = { name: entry.city, state, located: [], zips: [] };
        grouped.set(key, group);
      }
      group.zips.push(entry.zip);
      if (isLocated(entry)) group.located.push(entry);
    }

    for (const [key, group] of grouped) {
      // A city none of whose ZIPs has coordinates cannot be "near" anything, so it gets no page.
      if (group.located.length === 0) continue;
      const city: City = {
        name: group.name,
        slug: key.slice(3),
        state: group.state,
        zips: group.zips.sort(),
        latitude: median(group.located.map((entry) => entry.latitude)),
        longitude: median(group.located.map((entry) => entry.longitude)),
      };
      this.#cities.set(key, city);
      this.#allCities.push(city);
    }
  }

  /** A state by two-letter code (any case) or by slug (`texas`, `new-york`). */
  state(codeOrSlug: string): UsState | undefined {
    const text = codeOrSlug.trim();
    if (/^[A-Za-z]{2}$/.test(text)) return this.#states.get(text.toUpperCase());
    return this.#stateBySlug.get(text.toLowerCase());
  }

  /** A city by slug; `st-louis` also finds the data's `Saint Louis` (and ft/fort, mt/mount). */
  city(state: UsState, citySlug: string): City | undefined {
    const slug = citySlug.toLowerCase();
    const exact = this.#cities.get(`${state.code}/${slug}`);
    if (exact) return exact;
    const [first, ...rest] = slug.split('-');
    const alias = first === undefined ? undefined : ABBREVIATIONS[first];
    return alias && rest.length > 0
      ? this.#cities.get(`${state.code}/${[alias, ...rest].join('-')}`)
      : undefined;
  }

  /** The city a stored place name (a provider's or job's `city`, `state`) refers to, if the data knows it. */
  cityNamed(stateCode: string, name: string): City | undefined {
    const state = this.#states.get(stateCode.toUpperCase());
    return state ? this.city(state, slugify(name)) : undefined;
  }

  /** Whether the ZIP code exists in the US data at all (located or not). */
  isUsZip(zip: string): boolean {
    return this.#zips.has(zip);
  }

  /** A located US ZIP code, or undefined. */
  zip(zip: string): ZipPlace | undefined {
    const entry = this.#zips.get(zip);
    if (!entry || !isLocated(entry)) return undefined;
    return {
      zip: entry.zip,
      city: entry.city,
      state: entry.state,
      stateName: this.#states.get(entry.state)?.name ?? null,
      latitude: entry.latitude,
      longitude: entry.longitude,
    };
  }

  /**
   * The closest other cities within `maxMiles`, nearest first. Only places with at least two ZIP codes: a
   * single-ZIP entry in the data is often an agency, a company or a PO-box-only place, not a town to visit.
   */
  nearbyCities(city: City, limit: number, maxMiles: number): NearbyCity[] {
    const found: NearbyCity[] = [];
    // One degree of latitude is ~69 miles; the cheap test discards nearly every city before the exact one.
    const latSpan = maxMiles / 69;
    for (const other of this.#allCities) {
      if (other === city || other.zips.length < 2 || Math.abs(other.latitude - city.latitude) > latSpan)
        continue;
      const miles = distanceMiles(city, other);
      if (miles <= maxMiles) found.push({ city: other, distanceMiles: roundMiles(miles) });
    }
    return found
      .sort((a, b) => a.distanceMiles - b.distanceMiles || a.city.name.localeCompare(b.city.name))
      .slice(0, limit);
  }
}

/** The median, not the mean: a city's list can hold a far-off ZIP (an island, a PO box) that drags a mean away. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 1e4) / 1e4;
}

/** The 50 states and DC; the package's Canadian provinces share the table and are left out. */
function usStateNames(): Record<string, string> {
  const usCodes = new Set(
    Object.values(zipCodes as Record<string, ZipEntry>)
      .filter((entry) => entry.country === 'US')
      .map((entry) => entry.state),
  );
  return Object.fromEntries(Object.entries(zipStates.full).filter(([, code]) => usCodes.has(code)));
}

let shared: PlaceDirectory | undefined;

/** Built on first use (~40,000 ZIPs, tens of milliseconds) and kept for the life of the process. */
export function placeDirectory(): PlaceDirectory {
  shared ??= new PlaceDirectory(Object.values(zipCodes as Record<string, ZipEntry>), usStateNames());
  return shared;
}

/** The canonical path of a city's page: `/tx/austin`, and `/tx/austin/plumbing` for a service. */
export function cityPath(city: City, serviceSlug?: string): string {
  const base = `/${city.state.code.toLowerCase()}/${city.slug}`;
  return serviceSlug ? `${base}/${serviceSlug}` : base;
}
