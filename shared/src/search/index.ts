export {
  DEFAULT_ZIP_PLACEHOLDER,
  DETECTING_LOCATION_PLACEHOLDER,
  SEARCH_RESULTS_PATH,
  canSubmitSearch,
  effectiveZip,
  searchResultsUrl,
  zipPlaceholder,
  type SearchFields,
  type SearchVariant,
} from './searchRules';
export { useSearchForm, type SearchFormState, type UseSearchFormOptions } from './useSearchForm';
