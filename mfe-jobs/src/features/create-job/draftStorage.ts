import { emptyDraft, type JobDraft } from '../../lib/jobDraft';

/**
 * A signed-out visitor's job survives the trip through /auth: the form fields go to localStorage (small,
 * synchronous, read on the first render back) and the chosen photos, which are too large for it, to IndexedDB
 * as Blobs. Nothing is uploaded before sign-in, because uploads belong to a user. Either store may be missing
 * (private windows, old browsers): the fields then still come back, and the review step says which photos need
 * adding again.
 */

export const DRAFT_STORAGE_KEY = 'prohive.createJob.draft';
const DRAFT_VERSION = 1;
/** A draft older than this is stale: the visitor has moved on. */
const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const PHOTO_DB = 'prohive-job-draft';
const PHOTO_STORE = 'photos';
const PHOTO_KEY = 'current';

export interface StoredPhoto {
  name: string;
  type: string;
  blob: Blob;
}

interface StoredDraft {
  version: number;
  savedAt: number;
  draft: JobDraft;
  /** How many photos were chosen, so a restore can tell whether any went missing. */
  photoCount: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function saveDraft(draft: JobDraft, photoCount: number, now = Date.now()): boolean {
  const store = storage();
  if (!store) return false;
  const value: StoredDraft = { version: DRAFT_VERSION, savedAt: now, draft, photoCount };
  try {
    store.setItem(DRAFT_STORAGE_KEY, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** The saved draft, merged over an empty one so a field added later never comes back undefined. */
export function loadDraft(now = Date.now()): { draft: JobDraft; photoCount: number } | null {
  const raw = storage()?.getItem(DRAFT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (parsed.version !== DRAFT_VERSION || typeof parsed.draft !== 'object' || parsed.draft === null)
      return null;
    if (typeof parsed.savedAt !== 'number' || now - parsed.savedAt > DRAFT_MAX_AGE_MS) return null;
    return { draft: { ...emptyDraft(), ...parsed.draft }, photoCount: Number(parsed.photoCount) || 0 };
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to do: a draft that cannot be removed expires on its own.
  }
  void clearDraftPhotos();
}

function openPhotoDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(PHOTO_DB, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(PHOTO_STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

async function withPhotoStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest,
  fallback: T,
): Promise<T> {
  const db = await openPhotoDb();
  if (!db) return fallback;
  return new Promise<T>((resolve) => {
    try {
      const request = run(db.transaction(PHOTO_STORE, mode).objectStore(PHOTO_STORE));
      request.onsuccess = () => resolve((request.result as T | undefined) ?? fallback);
      request.onerror = () => resolve(fallback);
    } catch {
      resolve(fallback);
    }
  }).finally(() => db.close());
}

/** True when the photos were stored. */
export async function saveDraftPhotos(photos: readonly StoredPhoto[]): Promise<boolean> {
  if (photos.length === 0) {
    await clearDraftPhotos();
    return true;
  }
  const stored = await withPhotoStore<unknown>(
    'readwrite',
    (store) => store.put([...photos], PHOTO_KEY),
    null,
  );
  return stored !== null;
}

export async function loadDraftPhotos(): Promise<StoredPhoto[]> {
  const value = await withPhotoStore<unknown>('readonly', (store) => store.get(PHOTO_KEY), []);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is StoredPhoto =>
      typeof item === 'object' && item !== null && (item as StoredPhoto).blob instanceof Blob,
  );
}

export async function clearDraftPhotos(): Promise<void> {
  await withPhotoStore<unknown>('readwrite', (store) => store.delete(PHOTO_KEY), null);
}
