import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import {
  setPreviousPage,
  useIsSignedIn,
  useLocation,
  useNavigate,
  type JobSummary,
  type ProviderCard,
  type SavedKind,
} from '@prohive/shared';
import { isSavedIn, useJobsSavedItemsQuery, useJobsSetSavedMutation } from '../lib/api/saveEndpoints';
import { HeartIcon } from '@prohive/ui';

/** Where a signed-out visitor is sent (the shell's sign-in page). */
export const AUTH_PATH = '/auth';

const Toggle = styled.button<{ $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme, $compact }) => ($compact ? theme.space(2) : theme.space(4))};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  svg {
    flex: none;
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.danger};
  }
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface SaveButtonProps {
  kind: SavedKind;
  id: number;
  /** What is being saved, for the accessible name: 'Save Ace Plumbing'. */
  name: string;
  /** The saved state when the page already knows it (a profile's `saved`, a job's `viewer.saved`). */
  saved?: boolean;
  /** The card, so the saved list can show it before the api's refetch lands. */
  item?: ProviderCard | JobSummary;
  /** Only the heart, for cards; the full button also says Save/Saved. */
  compact?: boolean;
}

/**
 * Save or unsave a provider or a job. Signed out: remembers this page in the `previousPage` cookie (as the
 * shell's account links do) and goes to sign in. Signed in: flips at once (optimistic) and flips back with a
 * message if the api refuses. `aria-pressed` carries the state.
 */
export function SaveButton({ kind, id, name, saved: known, item, compact = false }: SaveButtonProps) {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { data: savedItems } = useJobsSavedItemsQuery(undefined, { skip: !signedIn || known !== undefined });
  const [setSaved, { isLoading }] = useJobsSetSavedMutation();
  // The state asked for while the api has not yet confirmed it, so the button never flickers back.
  const [wanted, setWanted] = useState<boolean | null>(null);

  const serverSaved = signedIn && (known ?? isSavedIn(savedItems, kind, id));
  const pressed = wanted ?? serverSaved;

  useEffect(() => {
    if (wanted !== null && !isLoading && wanted === serverSaved) setWanted(null);
  }, [wanted, isLoading, serverSaved]);

  const onClick = async () => {
    if (!signedIn) {
      setPreviousPage(`${pathname}${search}`);
      void navigate(AUTH_PATH);
      return;
    }
    const next = !pressed;
    setWanted(next);
    const result = await setSaved({ kind, id, saved: next, item });
    if ('error' in result && result.error) {
      setWanted(null);
      toast.error(
        next ? `Could not save ${name}. Please try again.` : `Could not remove ${name}. Please try again.`,
      );
    }
  };

  // One stable accessible name with aria-pressed carrying the state (a name that flipped with it would announce
  // the state twice); sighted users get the filled heart and the word Saved.
  return (
    <Toggle
      type="button"
      aria-pressed={pressed}
      aria-label={`Save ${name}`}
      title={pressed ? `Saved — ${name}` : `Save ${name}`}
      onClick={() => void onClick()}
      $compact={compact}
    >
      <HeartIcon size={20} aria-hidden="true" />
      {compact ? null : <span aria-hidden="true">{pressed ? 'Saved' : 'Save'}</span>}
    </Toggle>
  );
}
