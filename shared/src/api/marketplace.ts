/**
 * The marketplace shapes several packages name (mfe-jobs, mfe-account, mfe-blog, @prohive/ui), as aliases of
 * the types generated from the api's OpenAPI document: types only, so keeping them here costs nothing at run
 * time. The endpoints that fetch them live in the remotes (docs/decisions/shell-and-federation.md §27).
 */
import type { ResponseData, Schemas } from './contract';

export type JobSummary = Schemas['JobSummary'];
export type ProviderCard = Schemas['ProviderCard'];
export type Budget = JobSummary['budget'];
export type JobStatus = JobSummary['status'];
export type BidStatus = Schemas['Bid']['status'];
/** A stored image as jobs and provider profiles carry it. */
export type Photo = Schemas['JobDetail']['photos'][number];

/** What `GET /api/saved` answers: the signed-in user's saved providers and jobs. */
export type SavedItems = ResponseData<'/api/saved', 'get'>;
/** The two kinds of saved item (`/api/saved/providers/:id`, `/api/saved/jobs/:id`). */
export type SavedKind = 'provider' | 'job';
