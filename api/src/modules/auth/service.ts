import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import {
  forbidden,
  HttpError,
  tooManyAttempts,
  unauthenticated,
  validationFailed,
} from '../../http-errors.js';
import { SELF_SERVICE_ROLE_IDS, type RoleCatalog } from '../roles/repository.js';
import {
  EmailTakenError,
  findUserByEmail,
  findUserByGoogleSubject,
  insertUser,
  loadUserResource,
  type UserResource,
} from '../users/repository.js';
import { AttemptLimiter } from '../../lib/attempt-limiter.js';
import type { AuthRateLimits } from './attempt-limiter.js';
import {
  GoogleTokenRejected,
  GoogleUnavailable,
  type GoogleIdentity,
  type GoogleIdTokenVerifier,
} from './google.js';
import type { PasswordHasher } from './passwords.js';
import type { AccessTokens } from './tokens.js';
import { recordAudit } from '../audit/repository.js';

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';
export const SUSPENDED = 'Your account has been suspended.';
export const GOOGLE_FAILED = 'Google authentication failed. Please try again.';

export interface Session {
  access_token: string;
  user: UserResource;
}

export interface SessionDeps {
  db: Kysely<Database>;
  tokens: AccessTokens;
  passwords: PasswordHasher;
  google: GoogleIdTokenVerifier;
  roles: RoleCatalog;
  rateLimits: AuthRateLimits;
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

function enforce(limiter: AttemptLimiter, key: string): void {
  const decision = limiter.hit(key);
  if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
}

/** Sign-up, sign-in (password and Google) and the session each of them opens. */
export class SessionService {
  readonly #loginPerIp: AttemptLimiter;
  readonly #loginFailuresPerEmail: AttemptLimiter;
  readonly #registerPerIp: AttemptLimiter;
  readonly #registerPerEmail: AttemptLimiter;

  constructor(private readonly deps: SessionDeps) {
    this.#loginPerIp = new AttemptLimiter(deps.rateLimits.loginPerIp);
    this.#loginFailuresPerEmail = new AttemptLimiter(deps.rateLimits.loginFailuresPerEmail);
    this.#registerPerIp = new AttemptLimiter(deps.rateLimits.registerPerIp);
    this.#registerPerEmail = new AttemptLimiter(deps.rateLimits.registerPerEmail);
  }

  async register(input: RegisterInput, ip: string): Promise<Session> {
    const email = normaliseEmail(input.email);
    enforce(this.#registerPerIp, ip);
    enforce(this.#registerPerEmail, email);

    const errors: Record<string, string[]> = {};
    const name = input.name.trim();
    if (!name) errors.name = ['The name field is required.'];
    if (input.password !== input.password_confirmation) {
      errors.password = ['The password field confirmation does not match.'];
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
      if (error instanceof EmailTakenError) throw validationFailed({ email: [error.message] });
      throw error;
    }
    return this.#open(user);
  }

  async login(emailInput: string, password: string, ip: string): Promise<Session> {
    const email = normaliseEmail(emailInput);
    enforce(this.#loginPerIp, ip);
    const emailGate = this.#loginFailuresPerEmail.check(email);
    if (!emailGate.allowed) throw tooManyAttempts(emailGate.retryAfterSeconds);

    const user = await findUserByEmail(this.deps.db, email);
    // Unknown email, Google-only account and wrong password cost the same and read the same.
    const valid = user?.password_hash
      ? await this.deps.passwords.verify(user.password_hash, password)
      : await this.deps.passwords.verifyAgainstDecoy(password);
    if (!user || !valid) {
      this.#loginFailuresPerEmail.hit(email);
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    if (user.status === 'suspended') throw forbidden(SUSPENDED);

    this.#loginFailuresPerEmail.reset(email);
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
  async google(idToken: string, roleId: number, ip: string): Promise<{ session: Session; created: boolean }> {
    enforce(this.#loginPerIp, ip);
    if (!SELF_SERVICE_ROLE_IDS.includes(roleId)) {
      throw validationFailed({ roleId: ['The selected role is invalid. Choose 3 (user) or 4 (provider).'] });
    }

    let identity;
    try {
      identity = await this.deps.google.verify(idToken);
    } catch (error) {
      if (error instanceof GoogleUnavailable)
        throw new HttpError(503, 'Google sign-in is unavailable right now.');
      if (error instanceof GoogleTokenRejected) throw unauthenticated(GOOGLE_FAILED);
      throw error;
    }
    // An unverified Google email proves nothing about the mailbox, so it may neither create nor link.
    if (!identity.emailVerified) throw unauthenticated(GOOGLE_FAILED);

    const { user, created } =
      (await this.#findGoogleUser(identity, ip)) ?? (await this.#createGoogleUser(identity, roleId, ip));
    if (user.status === 'suspended') throw forbidden(SUSPENDED);
    return { session: await this.#open(user), created };
  }

  async logout(userId: number, tokenId: string, expiresAt: Date): Promise<void> {
    const db = this.deps.db;
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

  async #open(user: UserRow): Promise<Session> {
    const [role, issued] = await Promise.all([
      this.deps.roles.byId(user.role_id),
      this.deps.tokens.issue(user.id),
    ]);
    if (!role) throw new Error(`User ${user.id} has unknown role ${user.role_id}`);
    // Remembered so a password change or account deletion can revoke every other session (revoked_tokens).
    await this.deps.db
      .insertInto('issued_tokens')
      .values({ jti: issued.tokenId, user_id: user.id, expires_at: issued.expiresAt })
      .execute();
    // The user's own expired entries go as they sign in again, so the table holds live sessions only.
    await this.deps.db
      .deleteFrom('issued_tokens')
      .where('user_id', '=', user.id)
      .where('expires_at', '<', new Date())
      .execute();
    return { access_token: issued.token, user: await loadUserResource(this.deps.db, user, role) };
  }
}
