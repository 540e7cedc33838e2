/**
 * The email-preferences module's public face: which categories of mail a user wants, and the signed one-click
 * unsubscribe tokens the outbox puts in every optional email. Routes: routes.ts.
 */
export {
  emailPreferences,
  isOptionalCategory,
  OPTIONAL_EMAIL_CATEGORIES,
  saveEmailPreferences,
  wantsEmail,
  type EmailPreferences,
  type OptionalEmailCategory,
} from './preferences.js';
export {
  signUnsubscribeToken,
  unsubscribeKey,
  verifyUnsubscribeToken,
  type UnsubscribeClaims,
} from './unsubscribe-token.js';
