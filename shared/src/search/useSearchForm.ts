import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectIsDetectingLocation, selectZipCode } from '../location/locationSlice';
import { useAppSelector } from '../store/hooks';
import {
  canSubmitSearch,
  effectiveZip,
  searchResultsUrl,
  zipPlaceholder,
  type SearchVariant,
} from './searchRules';

export interface UseSearchFormOptions {
  variant?: SearchVariant;
  /** Starting service term, e.g. from the current URL. */
  initialService?: string;
  /** Starting zip; when given it counts as typed, so detection does not replace it. */
  initialZip?: string;
  /** Placeholder of the zip field once detection has finished. */
  idleZipPlaceholder?: string;
}

export interface SearchFormState {
  service: string;
  zip: string;
  setService(value: string): void;
  setZip(value: string): void;
  /** Whether Search may be pressed (spec §2/§5). */
  canSubmit: boolean;
  /** Placeholder for the zip field: 'Detecting location...' while detecting. */
  placeholder: string;
  isDetecting: boolean;
  /** Navigates to the results; does nothing when {@link canSubmit} is false. */
  submit(): void;
}

/** The search form's behaviour without its looks; `SearchForm` in `ui/` renders it. */
export function useSearchForm(options: UseSearchFormOptions = {}): SearchFormState {
  const variant = options.variant ?? 'full';
  const navigate = useNavigate();
  const detectedZip = useAppSelector(selectZipCode);
  const isDetecting = useAppSelector(selectIsDetectingLocation);
  const [service, setService] = useState(options.initialService ?? '');
  // null = untouched, so the detected zip shows through without an effect copying it into state.
  const [typedZip, setZip] = useState<string | null>(options.initialZip ?? null);

  const zip = effectiveZip(typedZip, detectedZip);
  const fields = { service: variant === 'full' ? service : '', zip };
  const canSubmit = canSubmitSearch(fields, variant);
  const target = canSubmit ? searchResultsUrl(fields) : null;

  const submit = useCallback(() => {
    if (target) void navigate(target);
  }, [navigate, target]);

  return {
    service,
    zip,
    setService,
    setZip,
    canSubmit,
    placeholder: zipPlaceholder(isDetecting, options.idleZipPlaceholder),
    isDetecting,
    submit,
  };
}
