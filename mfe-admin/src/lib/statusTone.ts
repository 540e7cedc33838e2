import type { Tone } from '../components/ui';

/** How a status reads at a glance; the badge always prints the status itself too. */
export function statusTone(status: string): Tone {
  switch (status) {
    case 'pending':
      return 'waiting';
    case 'approved':
    case 'sent':
    case 'active':
      return 'good';
    case 'rejected':
    case 'suspended':
    case 'failed':
      return 'bad';
    default:
      return 'neutral';
  }
}
