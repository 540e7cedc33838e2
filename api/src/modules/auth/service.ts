import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import { forbidden, HttpError, unauthenticated, validationFailed } from '../../http-errors.js';
import { SELF_SERVICE_ROLE_IDS, type RoleCatalog } from '../roles/index.js';
import {
  EmailTakenError,
  findUserByEmail,
  findUserByGoogleSubject,
  insertUser,
  loadUserResource,
  type UserResource,
} from '../users/index.js';
import type { AuthRateLimits } from './attempt-limiter.js';
import { AuthThrottle } from './auth-throttle.js';
import { MemoryCounterStore, type CounterStore } from './counter-store.js';
import {
  GoogleTokenRejected,
  GoogleUnavailable,
  type GoogleIdentity,
  type GoogleIdTokenVerifier,
} from './google.js';
import { passwordProblems } from '../../lib/password-policy.js';
import type { PasswordHasher } from './passwords.js';
import type { IssuedRefreshToken, RefreshRejection, RefreshTokens } from './refresh-tokens.js';
import { familyOfAccessToken, revokeFamily } from '../sessions/index.js';
import type { AccessTokens } from './tokens.js';
import { recordAudit } from '../audit/index.js';

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';
export const SUSPENDED = 'Your account has been suspended.';
export const GOOGLE_FAILED = 'Google authentication failed. Please try again.';

export interface Session {
  access_token: string;
  user: UserResource;
}

/** A signed-in session: the spec's JSON body plus the refresh token that goes into the HttpOnly cookie. */
export interface OpenedSession {
  body: Session;
  accessExpiresAt: Date;
  refresh: IssuedRefreshToken;
}

export const REFRESH_MESSAGES: Record<RefreshRejection, string> = {
  missing: 'No refresh token was sent. Please sign in again.',
  expired: 'Your session has expired. Please sign in again.',
  revoked: 'This session has been signed out. Please sign in again.',
  reused: 'This session was ended because its refresh token was used twice. Please sign in again.',
};

export class RefreshRefused extends Error {
  constructor(readonly reason: RefreshRejection) {
    super(REFRESH_MESSAGES[reason]);
    this.name = 'RefreshRefused';
  }
}

export interface SessionDeps {
  db: Kysely<Database>;
  tokens: AccessTokens;
  refreshTokens: RefreshTokens;
  passwords: PasswordHasher;
  google: GoogleIdTokenVerifier;
  roles: RoleCatalog;
  rateLimits: AuthRateLimits;
  /** Where sign-in and sign-up counters live; process memory when absent. */
  counters?: CounterStore;
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  roleId: number;
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Sign-up, sign-in (password and Google) and the session each of them opens. */
export class SessionService {
  readonly #throttle: AuthThrottle;

  constructor(private readonly deps: SessionDeps) {
    this.#throttle = new AuthThrottle(deps.counters ?? new MemoryCounterStore(), deps.rateLimits);
  }

  async register(input: RegisterInput, ip: string): Promise<OpenedSession> {
    const email = normaliseEmail(input.email);
    await this.#throttle.beforeRegister(ip, email);

    const errors: Record<string, string[]> = {};
    const name = input.name.trim();
    if (!name) errors.name = ['The name field is required.'];
    if (input.password !== input.password_confirmation) {
      errors.password = ['The password field confirmation does not match.'];
    } else {
      const problems = passwordProblems(input.password, { email, name });
      if (problems.length > 0) errors.password = problems;
    }
    if (!SELF_SERVICE_ROLE_IDS.includes(input.roleId)) {
      errors.roleId = ['The selected role is invalid. Choose 3 (user) or 4 (provider).'];
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    // Hashing before the uniqueness check keeps "taken" and "created" equally slow.
    const passwordHash = await this.deps.passwords.hash(input.password);
    let user: UserRow;
    try {
      // The account and its audit entry exist together or not at all.
      user = await this.deps.db.transaction().execute(async (trx) => {
        const created = await insertUser(trx, {
          name,
          email: input.email.trim(),
          password_hash: passwordHash,
          role_id: input.roleId,
        });
        await recordAudit(trx, {
          actorId: created.id,
          action: 'auth.register',
          subjectType: 'user',
          subjectId: created.id,
          ip,
        });
        return created;
      });
    } catch (error) {
      if (error instanceof EmailTakenError) {
        await this.#throttle.registerFoundEmailTaken(ip);
        throw validationFailed({ email: [error.message] });
      }
      throw error;
    }
    return this.#open(user);
  }

  async login(emailInput: string, password: string, ip: string): Promise<OpenedSession> {
    const email = normaliseEmail(emailInput);
    await this.#throttle.beforeSignIn(ip, email);

    const user = await findUserByEmail(this.deps.db, email);
    // Unknown email, Google-only account and wrong password cost the same and read the same.
    const valid = user?.password_hash
      ? await this.deps.passwords.verify(user.password_hash, password)
      : await this.deps.passwords.verifyAgainstDecoy(password);
    if (!user || !valid) {
      await this.#throttle.signInFailed(ip, email);
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    if (user.status === 'suspended') throw forbidden(SUSPENDED);

    await this.#throttle.signInSucceeded(ip, email);
    await recordAudit(this.deps.db, {
      actorId: user.id,
      action: 'auth.login',
      subjectType: 'user',
      subjectId: user.id,
      ip,
    });
    return this.#open(user);
  }

  /** Verifies a Google ID token, then signs in the linked account, links one by email, or creates one. */
  async google(
    idToken: string,
    roleId: number,
    ip: string,
  ): Promise<{ session: OpenedSession; created: boolean }> {
    await this.#throttle.beforeSignIn(ip);
    if (!SELF_SERVICE_ROLE_IDS.includes(roleId)) {
      throw validationFailed({ roleId: ['The selected role is invalid. Choose 3 (user) or 4 (provider).'] });
    }

    let identity;
    try {
      identity = await this.deps.google.verify(idToken);
    } catch (error) {
      if (error instanceof GoogleUnavailable)
        throw new HttpError(503, 'Google sign-in is unavailable right now.');
      if (error instanceof GoogleTokenRejected) {
        // A forged or stale token is a failed sign-in from this address, like a wrong password.
        await this.#throttle.signInFailed(ip);
        throw unauthenticated(GOOGLE_FAILED);
      }
      throw error;
    }
    // An unverified Google email proves nothing about the mailbox, so it may neither create nor link.
    if (!identity.emailVerified) {
      await this.#throttle.signInFailed(ip);
      throw unauthenticated(GOOGLE_FAILED);
    }

    const { user, created } =
      (await this.#findGoogleUser(identity, ip)) ?? (await this.#createGoogleUser(identity, roleId, ip));
    if (user.status === 'suspended') throw forbidden(SUSPENDED);
    return { session: await this.#open(user), created };
  }

  /** Revokes the access token and, when it belongs to one, its whole refresh family (the session). */
  async logout(userId: number, tokenId: string, expiresAt: Date): Promise<void> {
    const db = this.deps.db;
    const familyId = await familyOfAccessToken(db, tokenId);
    if (familyId) await revokeFamily(db, familyId);
    await db
      .insertInto('revoked_tokens')
      .values({ jti: tokenId, user_id: userId, expires_at: expiresAt })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
    // Revocations matter only until the token would have expired anyway.
    await db.deleteFrom('revoked_tokens').where('expires_at', '<', new Date()).execute();
  }

  /** The account already signed in with this Google subject, or the one with its verified email (linked now). */
  async #findGoogleUser(
    identity: GoogleIdentity,
    ip: string,
  ): Promise<{ user: UserRow; created: false } | null> {
    const db = this.deps.db;
    const bySubject = await findUserByGoogleSubject(db, identity.subject);
    if (bySubject) return { user: bySubject, created: false };
    const byEmail = await findUserByEmail(db, identity.email);
    if (!byEmail) return null;
    // The email belongs to an account already tied to another Google identity.
    if (byEmail.google_sub && byEmail.google_sub !== identity.subject) throw unauthenticated(GOOGLE_FAILED);
    const user = await db.transaction().execute(async (trx) => {
      const linked = await trx
        .updateTable('users')
        .set({
          google_sub: identity.subject,
          avatar_url: byEmail.avatar_url ?? identity.picture,
          email_verified_at: byEmail.email_verified_at ?? new Date(),
        })
        .where('id', '=', byEmail.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actorId: linked.id,
        action: 'auth.google.link',
        subjectType: 'user',
        subjectId: linked.id,
        ip,
      });
      return linked;
    });
    return { user, created: false };
  }

  async #createGoogleUser(
    identity: GoogleIdentity,
    roleId: number,
    ip: string,
  ): Promise<{ user: UserRow; created: boolean }> {
    // Same rule as the sign-up form (spec §5): without a name, the part of the email before '@'.
    const fallbackName = identity.email.split('@')[0] || 'Prohive user';
    try {
      const user = await this.deps.db.transaction().execute(async (trx) => {
        const inserted = await insertUser(trx, {
          name: (identity.name?.trim() || fallbackName).slice(0, 120),
          email: identity.email,
          google_sub: identity.subject,
          role_id: roleId,
          avatar_url: identity.picture,
          email_verified_at: new Date(),
        });
        await recordAudit(trx, {
          actorId: inserted.id,
          action: 'auth.google.register',
          subjectType: 'user',
          subjectId: inserted.id,
          ip,
        });
        return inserted;
      });
      return { user, created: true };
    } catch (error) {
      // Two first sign-ins raced and the other created the account: sign in to that one.
      if (!(error instanceof EmailTakenError)) throw error;
      const winner = await findUserByGoogleSubject(this.deps.db, identity.subject);
      if (!winner) throw unauthenticated(GOOGLE_FAILED);
      return { user: winner, created: false };
    }
  }

  /** Signs out the session a refresh cookie belongs to (logout when the access token is gone or expired). */
  async logoutByRefreshToken(token: string | undefined): Promise<void> {
    await this.deps.refreshTokens.revokeByToken(this.deps.db, token);
  }

  /**
   * Trades a refresh token for a new access token and a new refresh token in the same family. The old token
   * stops working; a reused one has already revoked its family (see RefreshTokens.rotate).
   */
  async refresh(token: string | undefined): Promise<OpenedSession> {
    const db = this.deps.db;
    const refreshTokens = this.deps.refreshTokens;
    // One transaction: a concurrent reuse of the same token waits for it and then also revokes the successor.
    const outcome = await db.transaction().execute(async (trx) => {
      const rotated = await refreshTokens.rotate(trx, token);
      if (!rotated.ok) return rotated;
      return { ...rotated, next: await refreshTokens.issue(trx, rotated.userId, rotated.familyId) };
    });
    if (!outcome.ok) throw new RefreshRefused(outcome.reason);
    const user = await db.selectFrom('users').selectAll().where('id', '=', outcome.userId).executeTakeFirst();
    // Suspension and deletion revoke refresh tokens as they happen; this covers a race with either.
    if (!user || user.deleted_at) {
      await revokeFamily(db, outcome.familyId);
      throw new RefreshRefused('revoked');
    }
    if (user.status === 'suspended') {
      await revokeFamily(db, outcome.familyId);
      throw forbidden(SUSPENDED);
    }
    return this.#open(user, outcome.next);
  }

  /** Issues the access token for `user`, in the session of `refresh` or in a new one (a sign-in). */
  async #open(user: UserRow, existing?: IssuedRefreshToken): Promise<OpenedSession> {
    const [role, issued] = await Promise.all([
      this.deps.roles.byId(user.role_id),
      this.deps.tokens.issue(user.id),
    ]);
    if (!role) throw new Error(`User ${user.id} has unknown role ${user.role_id}`);
    const refresh = existing ?? (await this.deps.refreshTokens.issue(this.deps.db, user.id));
    // Remembered so a password change or account deletion can revoke every other session (revoked_tokens).
    await this.deps.db
      .insertInto('issued_tokens')
      .values({
        jti: issued.tokenId,
        user_id: user.id,
        expires_at: issued.expiresAt,
        family_id: refresh.familyId,
      })
      .execute();
    // The user's own expired entries go as they sign in again, so the table holds live sessions only.
    await this.deps.db
      .deleteFrom('issued_tokens')
      .where('user_id', '=', user.id)
      .where('expires_at', '<', new Date())
      .execute();
    return {
      body: { access_token: issued.token, user: await loadUserResource(this.deps.db, user, role) },
      accessExpiresAt: issued.expiresAt,
      refresh,
    };
  }
}
