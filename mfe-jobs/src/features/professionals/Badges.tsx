import styled from 'styled-components';
import type { ProviderBadges } from '../../lib/api/jobsEndpoints';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 600;
  }
`;

const LABELS: [keyof ProviderBadges, string][] = [
  ['license_verified', 'Licence verified'],
  ['insurance_verified', 'Insurance verified'],
  ['background_checked', 'Background checked'],
];

/** The verifications an admin approved; nothing is shown for the ones not (yet) verified. */
export function Badges({ badges }: { badges: ProviderBadges }) {
  const earned = LABELS.filter(([key]) => badges[key]);
  if (earned.length === 0) return null;
  return (
    <List aria-label="Verifications">
      {earned.map(([key, label]) => (
        <li key={key}>
          <span aria-hidden="true">✓</span>
          {label}
        </li>
      ))}
    </List>
  );
}
