import type { RuntimeConfig } from '../contracts/runtimeConfig';
import { DEFAULT_RUNTIME_CONFIG, RUNTIME_CONFIG_TIMEOUT_MS, RUNTIME_CONFIG_URL } from './defaults';

type FetchLike = (
  input: string,
  init?: { signal?: AbortSignal; headers?: Record<string, string> },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

export interface LoadRuntimeConfigOptions {
  /** Defaults to `/config.json`. */
  url?: string;
  /** Defaults to {@link RUNTIME_CONFIG_TIMEOUT_MS}. */
  timeoutMs?: number;
}

const STRING_KEYS = [
  'apiBaseUrl',
  'blogApiUrl',
  'ipLookupUrl',
  'reverseGeocodeUrl',
  'mapTileUrl',
  'googleClientId',
  'stripePublishableKey',
  'siteOrigin',
] as const satisfies ReadonlyArray<keyof RuntimeConfig>;

// Module-level on purpose: @prohive/shared is one Module Federation singleton, so the shell loads the config
// once and every remote reads the same object.
let current: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };

/** The settings in force now (the defaults until {@link loadRuntimeConfig} or {@link setRuntimeConfig} ran). */
export function getRuntimeConfig(): Readonly<RuntimeConfig> {
  return current;
}

/** Replaces known settings (over the defaults, not over the previous value) and returns the result. */
export function setRuntimeConfig(overrides: Partial<RuntimeConfig>): Readonly<RuntimeConfig> {
  current = mergeRuntimeConfig(overrides);
  return current;
}

/** Back to the defaults; for tests and for a shell that re-initialises. */
export function resetRuntimeConfig(): void {
  current = { ...DEFAULT_RUNTIME_CONFIG };
}

/**
 * Keeps only known keys holding non-empty strings, so a typo or a `null` written by a deploy script cannot
 * blank out a default.
 */
export function mergeRuntimeConfig(raw: unknown): RuntimeConfig {
  const merged: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };
  if (typeof raw !== 'object' || raw === null) return merged;
  const source = raw as Record<string, unknown>;
  for (const key of STRING_KEYS) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') merged[key] = value.trim();
  }
  return merged;
}

/**
 * Fetches `/config.json` once at start-up and makes it the current config. Never rejects: on a timeout, a
 * non-2xx answer or bad JSON it logs and keeps the defaults, because the site must still start.
 */
export async function loadRuntimeConfig(
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
  options: LoadRuntimeConfigOptions = {},
): Promise<Readonly<RuntimeConfig>> {
  const url = options.url ?? RUNTIME_CONFIG_URL;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? RUNTIME_CONFIG_TIMEOUT_MS);
  try {
    const response = await fetchImpl(url, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return setRuntimeConfig(mergeRuntimeConfig(await response.json()));
  } catch (error) {
    const reason = controller.signal.aborted ? 'timed out' : describe(error);
    console.warn(`[config] Could not load ${url} (${reason}); using defaults.`);
    resetRuntimeConfig();
    return current;
  } finally {
    clearTimeout(timer);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
