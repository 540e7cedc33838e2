import styled from 'styled-components';
import { DETECTING_LOCATION_PLACEHOLDER, useDetectedLocation } from '@prohive/shared';
import { MapPinIcon } from '@prohive/ui';

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  white-space: nowrap;
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

/**
 * The postal code detected at start-up (the search forms prefill it). Shows progress while detecting and
 * nothing when detection failed, since the visitor can still type a zip into any search.
 */
export function LocationBadge() {
  const { zipCode, loading } = useDetectedLocation();
  if (loading) {
    return (
      <Badge aria-live="polite">
        <MapPinIcon size={16} />
        {DETECTING_LOCATION_PLACEHOLDER}
      </Badge>
    );
  }
  if (!zipCode) return null;
  return (
    <Badge aria-live="polite" data-testid="location-badge">
      <MapPinIcon size={16} />
      <span>
        Near <strong>{zipCode}</strong>
      </span>
    </Badge>
  );
}
