/**
 * A lifecycle as data: which transitions exist, who may trigger each, and the 409 message for every illegal
 * one. The jobs and bids modules each declare their table (jobs/state-machine.ts, bids/state-machine.ts) and
 * never compare statuses themselves, so the rules live in tables that the unit tests walk exhaustively.
 */

/** Who triggers a transition: the job's customer, the bidding provider, or the server itself (expiry). */
export type Actor = 'owner' | 'bidder' | 'system';

export interface Rule<S extends string> {
  from: readonly S[];
  /** Null: the action keeps the status (an edit). */
  to: S | null;
  actor: Actor;
  /** Why the action is refused in each status it is not allowed from. */
  refusals: Partial<Record<S, string>>;
}

export type Decision<S extends string> = { ok: true; to: S } | { ok: false; message: string };

export function decide<S extends string, A extends string>(
  rules: Record<A, Rule<S>>,
  action: A,
  from: S,
  actor: Actor,
): Decision<S> {
  const rule = rules[action];
  if (rule.actor !== actor) return { ok: false, message: 'You are not allowed to do this.' };
  if (!rule.from.includes(from)) {
    return { ok: false, message: rule.refusals[from] ?? 'This change is not allowed right now.' };
  }
  return { ok: true, to: rule.to ?? from };
}
