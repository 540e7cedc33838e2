import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Actor } from '../../../src/lib/transitions.js';
import {
  BID_RULES,
  BID_STATUSES,
  bidTransition,
  type BidAction,
} from '../../../src/modules/bids/state-machine.js';
import {
  effectiveStatus,
  JOB_RULES,
  JOB_STATUSES,
  jobTransition,
  type JobAction,
} from '../../../src/modules/jobs/state-machine.js';

const ACTORS: Actor[] = ['owner', 'bidder', 'system'];

/** The lifecycle of the issue, written out by hand: the table must say exactly this. */
const LEGAL_JOB: Record<string, string> = {
  'hire open owner': 'hired',
  'complete hired owner': 'completed',
  'cancel open owner': 'cancelled',
  'cancel hired owner': 'cancelled',
  'expire open system': 'expired',
  'reopen cancelled owner': 'open',
  'reopen expired owner': 'open',
};
const LEGAL_BID: Record<string, string> = {
  'accept pending owner': 'accepted',
  'decline pending owner': 'declined',
  'withdraw pending bidder': 'withdrawn',
  'edit pending bidder': 'pending',
};

test('every job action × status × actor: legal exactly as the lifecycle says, otherwise refused with a message', () => {
  for (const action of Object.keys(JOB_RULES) as JobAction[]) {
    for (const status of JOB_STATUSES) {
      for (const actor of ACTORS) {
        const decision = jobTransition(action, status, actor);
        const expected = LEGAL_JOB[`${action} ${status} ${actor}`];
        if (expected) {
          assert.deepEqual(decision, { ok: true, to: expected }, `${action} ${status} ${actor}`);
        } else {
          assert.equal(decision.ok, false, `${action} ${status} ${actor}`);
          if (!decision.ok) assert.ok(decision.message.length > 10, `${action} ${status} ${actor}`);
        }
      }
    }
  }
});

test('every bid action × status × actor: legal exactly as the lifecycle says', () => {
  for (const action of Object.keys(BID_RULES) as BidAction[]) {
    for (const status of BID_STATUSES) {
      for (const actor of ACTORS) {
        const decision = bidTransition(action, status, actor);
        const expected = LEGAL_BID[`${action} ${status} ${actor}`];
        if (expected) assert.deepEqual(decision, { ok: true, to: expected });
        else assert.equal(decision.ok, false, `${action} ${status} ${actor}`);
      }
    }
  }
});

test('each illegal transition by the right actor has its own specific refusal, never the generic one', () => {
  for (const [action, rule] of Object.entries(JOB_RULES)) {
    for (const status of JOB_STATUSES.filter((candidate) => !rule.from.includes(candidate))) {
      assert.ok(rule.refusals[status], `job ${action} from ${status} lacks a message`);
    }
  }
  for (const [action, rule] of Object.entries(BID_RULES)) {
    for (const status of BID_STATUSES.filter((candidate) => !rule.from.includes(candidate))) {
      assert.ok(rule.refusals[status], `bid ${action} from ${status} lacks a message`);
    }
  }
  assert.deepEqual(jobTransition('cancel', 'completed', 'owner'), {
    ok: false,
    message: 'A completed job cannot be cancelled.',
  });
});

test('a completed job allows nothing at all; a cancelled or expired one only its reopening by the owner', () => {
  for (const status of ['completed', 'cancelled', 'expired'] as const) {
    for (const action of Object.keys(JOB_RULES) as JobAction[]) {
      for (const actor of ACTORS) {
        const reopening = action === 'reopen' && actor === 'owner' && status !== 'completed';
        assert.equal(jobTransition(action, status, actor).ok, reopening, `${action} ${status} ${actor}`);
      }
    }
  }
});

test('an open job past its expiry reads as expired; other statuses and future expiries are untouched', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const past = new Date('2026-06-01T11:59:59Z');
  const future = new Date('2026-06-02T00:00:00Z');
  assert.equal(effectiveStatus('open', past, now), 'expired');
  assert.equal(effectiveStatus('open', now, now), 'expired');
  assert.equal(effectiveStatus('open', future, now), 'open');
  for (const status of ['hired', 'completed', 'cancelled', 'expired'] as const) {
    assert.equal(effectiveStatus(status, past, now), status);
  }
});
