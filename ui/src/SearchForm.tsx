import { useId } from 'react';
import type { FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { useSearchForm } from '@prohive/shared';
import { Button } from './Button';
import { MapPinIcon, SearchIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

export type SearchFormVariant = 'full' | 'zipcode';

const Form = styled.form<{ $compact: boolean }>`
  display: flex;
  align-items: stretch;
  gap: 8px;
  width: 100%;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ $compact }) =>
    $compact &&
    css`
      padding: 4px;
      box-shadow: none;
    `}

  @media ${({ theme }) => theme.breakpoints.mobile} {
    flex-direction: column;
  }
`;

const Field = styled.label<{ $grow: number }>`
  position: relative;
  display: flex;
  align-items: center;
  flex: ${({ $grow }) => $grow} 1 0;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  svg {
    position: absolute;
    left: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Input = styled.input`
  width: 100%;
  height: 48px;
  padding: 0 14px 0 42px;
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:focus {
    outline: none;
  }
`;

export interface SearchFormProps {
  /** 'full': service + zip; 'zipcode': zip only (spec §2). */
  variant?: SearchFormVariant;
  submitLabel?: string;
  servicePlaceholder?: string;
  /** Tighter frame for headers and sidebars. */
  compact?: boolean;
  className?: string;
  /** Starting service term (e.g. the current results page's `search`). */
  initialService?: string;
  /** Starting zip; when given it wins over the detected one. */
  initialZip?: string;
}

/**
 * The product's search box on top of `useSearchForm`: Search is enabled only when the required fields are
 * filled, the zip is prefilled from the detected location (placeholder 'Detecting location...' meanwhile),
 * and submitting goes to /professionals?search=…&zip=….
 */
export function SearchForm({
  variant = 'full',
  submitLabel = 'Search',
  servicePlaceholder = 'What service do you need?',
  compact = false,
  className,
  initialService,
  initialZip,
}: SearchFormProps) {
  const { service, zip, setService, setZip, canSubmit, placeholder, submit } = useSearchForm({
    variant,
    initialService,
    initialZip,
  });
  const serviceId = useId();
  const zipId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) submit();
  };

  return (
    <Form
      role="search"
      aria-label="Find a service professional"
      onSubmit={onSubmit}
      className={className}
      $compact={compact}
    >
      {variant === 'full' && (
        <Field htmlFor={serviceId} $grow={2}>
          <SearchIcon />
          <VisuallyHidden>Service</VisuallyHidden>
          <Input
            id={serviceId}
            name="search"
            type="text"
            autoComplete="off"
            placeholder={servicePlaceholder}
            value={service}
            onChange={(e) => setService(e.target.value)}
          />
        </Field>
      )}
      <Field htmlFor={zipId} $grow={1}>
        <MapPinIcon />
        <VisuallyHidden>ZIP code</VisuallyHidden>
        <Input
          id={zipId}
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={placeholder}
          value={zip}
          onChange={(e) => setZip(e.target.value)}
        />
      </Field>
      <Button type="submit" disabled={!canSubmit}>
        {submitLabel}
      </Button>
    </Form>
  );
}
