import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 8;
/**
 * Room for long passphrases. argon2 reads the password once into its initial hash, so its cost hardly depends on
 * the length; the cap only bounds the request.
 */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * How many of the most used passwords are refused: zxcvbn-ts's ranked list (from leaked-password frequency
 * counts, @zxcvbn-ts/language-common, MIT), cut at the usual top 10,000.
 */
export const COMMON_PASSWORD_COUNT = 10_000;

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most commonly used and easy to guess. Choose another, such as a few unrelated words.';
export const PERSONAL_PASSWORD_MESSAGE = 'The password must not be your email address or your name.';

let common: ReadonlySet<string> | null = null;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((entry) => entry.toLowerCase()),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** What the password must not be equal to: the account's email, its part before '@', and the name. */
export interface PasswordOwner {
  email: string;
  name?: string | null;
}

/**
 * The reasons a new password is refused beyond its length (which the request schema checks), as messages for
 * `errors.password`; empty when it is acceptable. Case and surrounding spaces do not make a password different.
 */
export function passwordProblems(password: string, owner: PasswordOwner): string[] {
  const candidate = password.trim().toLowerCase();
  const email = owner.email.trim().toLowerCase();
  const personal = [email, email.split('@')[0], owner.name?.trim().toLowerCase()].filter(
    (value): value is string => Boolean(value),
  );
  if (personal.includes(candidate)) return [PERSONAL_PASSWORD_MESSAGE];
  if (commonPasswords().has(candidate)) return [COMMON_PASSWORD_MESSAGE];
  return [];
}
