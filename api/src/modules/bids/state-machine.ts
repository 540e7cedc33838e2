import type { BidStatus } from '../../db/schema.js';
import { decide, type Actor, type Decision, type Rule } from '../../lib/transitions.js';

/** The bid lifecycle (lib/transitions.ts): routes ask `bidTransition` and never compare statuses themselves. */

export const BID_STATUSES: readonly BidStatus[] = ['pending', 'accepted', 'declined', 'withdrawn'];

export type BidAction = 'accept' | 'decline' | 'withdraw' | 'edit';

export const BID_RULES: Record<BidAction, Rule<BidStatus>> = {
  accept: {
    from: ['pending'],
    to: 'accepted',
    actor: 'owner',
    refusals: {
      accepted: 'This bid has already been accepted.',
      declined: 'A declined bid cannot be accepted.',
      withdrawn: 'The pro withdrew this bid.',
    },
  },
  decline: {
    from: ['pending'],
    to: 'declined',
    actor: 'owner',
    refusals: {
      accepted: 'An accepted bid cannot be declined.',
      declined: 'This bid is already declined.',
      withdrawn: 'The pro withdrew this bid.',
    },
  },
  withdraw: {
    from: ['pending'],
    to: 'withdrawn',
    actor: 'bidder',
    refusals: {
      accepted: 'An accepted bid cannot be withdrawn.',
      declined: 'A declined bid cannot be withdrawn.',
      withdrawn: 'This bid is already withdrawn.',
    },
  },
  edit: {
    from: ['pending'],
    to: null,
    actor: 'bidder',
    refusals: {
      accepted: 'An accepted bid cannot be changed.',
      declined: 'A declined bid cannot be changed.',
      withdrawn: 'A withdrawn bid cannot be changed.',
    },
  },
};

export function bidTransition(action: BidAction, from: BidStatus, actor: Actor): Decision<BidStatus> {
  return decide(BID_RULES, action, from, actor);
}
