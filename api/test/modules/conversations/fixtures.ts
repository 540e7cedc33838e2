import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../../src/app.js';
import { customer, postJob, provider, type Actor } from '../jobs/fixtures.js';
import type { DatabaseSuite } from '../../helpers/databases.js';

export interface Thread {
  owner: Actor;
  pro: Actor;
  jobId: number;
  conversationId: number;
}

/** A job, a bid on it with a message, and so the conversation the bid opened. */
export async function bidThread(
  app: App,
  suite: DatabaseSuite,
  message = 'I can do it tomorrow.',
): Promise<Thread> {
  const db = suite.handle.db;
  const owner = await customer(app, db);
  const pro = await provider(app, db);
  const jobId = await postJob(app, owner);
  const response = await app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/bids`,
    headers: pro.headers,
    payload: { amount_cents: 20_000, message },
  });
  if (response.statusCode !== 201) throw new Error(`bid: ${response.statusCode} ${response.body}`);
  return { owner, pro, jobId, conversationId: response.json().data.conversation_id };
}

export function send(
  app: App,
  who: Actor,
  conversationId: number,
  payload: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: who.headers,
    payload,
  });
}

export async function sendOk(app: App, who: Actor, conversationId: number, body: string): Promise<number> {
  const response = await send(app, who, conversationId, { body });
  if (response.statusCode !== 201) throw new Error(`send: ${response.statusCode} ${response.body}`);
  return response.json().data.id;
}

export function open(app: App, who: Actor, payload: object): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/conversations', headers: who.headers, payload });
}

export function get(app: App, who: Actor | null, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ url, headers: who ? who.headers : {} });
}

export { customer, postJob, provider, type Actor };
