import type { AuthUser } from '@prohive/shared';
import type { DocumentDraft } from './documentModel';

export interface BusinessProfileFacts {
  business_name: string;
  city?: string;
  state?: string;
  zip?: string;
}

/**
 * A provider's business details from their profile and account, written only into empty fields: whatever the
 * person typed, or a restored draft, wins.
 */
export function prefillBusiness(
  draft: DocumentDraft,
  profile: BusinessProfileFacts | null,
  user: Pick<AuthUser, 'name' | 'email' | 'phone'>,
): DocumentDraft {
  const place = profile
    ? [[profile.city, profile.state].filter(Boolean).join(', '), profile.zip].filter(Boolean).join(' ')
    : '';
  const business = draft.business;
  return {
    ...draft,
    business: {
      ...business,
      name: business.name || profile?.business_name || user.name || '',
      email: business.email || user.email || '',
      phone: business.phone || user.phone || '',
      address: business.address || place,
    },
  };
}

/** Today in the viewer's own calendar, as a date input wants it (2026-11-25). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
