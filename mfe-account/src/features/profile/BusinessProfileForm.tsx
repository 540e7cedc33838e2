import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast } from 'react-toastify';
import { apiErrorMessage, type AuthUser, type Photo } from '@prohive/shared';
import { useAccountServiceCategoriesQuery } from '../../lib/api/dashboardEndpoints';
import { Button, Loading } from '@prohive/ui';
import { useSaveProviderProfileMutation, type MyProviderProfile } from '../../lib/api/profileEndpoints';
import {
  ErrorText,
  FormGrid,
  FormMessage,
  Hint,
  InputField,
  TextAreaField,
  TwoColumns,
  serverFieldErrors,
  type FieldErrors,
} from './formUi';
import { usePlanLimits } from './planLimits';
import { PhotoManager } from './PhotoManager';
import {
  BIO_MAX,
  BUSINESS_NAME_MAX,
  MAX_PROVIDER_PHOTOS,
  MAX_YEARS_IN_BUSINESS,
  servicesLeft,
  zipProblem,
} from './profileRules';

export const BUSINESS_PROFILE_SAVED = 'Your business profile was saved';
const DEFAULT_RADIUS = 25;

const Services = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(1.5)};
    font-weight: 600;
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(2)};

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  label:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

interface Values {
  business_name: string;
  bio: string;
  services: string[];
  zip: string;
  radius_miles: string;
  years_in_business: string;
  photos: Photo[];
}

function initialValues(profile: MyProviderProfile | null, user: AuthUser): Values {
  return {
    business_name: profile?.business_name ?? '',
    bio: profile?.bio ?? '',
    services: profile?.services.map((service) => service.slug) ?? [],
    zip: profile?.zip ?? user.zip ?? '',
    radius_miles: String(profile?.radius_miles ?? DEFAULT_RADIUS),
    years_in_business: String(profile?.years_in_business ?? 0),
    photos: profile?.photos ?? [],
  };
}

/**
 * The provider's business profile: name, services (capped by the plan), service area, bio, years, photos. The
 * plan caps are enforced by the api (422 with its message); here they only stop the obvious.
 */
export function BusinessProfileForm({
  user,
  profile,
}: {
  user: AuthUser;
  profile: MyProviderProfile | null;
}) {
  const [values, setValues] = useState<Values>(() => initialValues(profile, user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const categories = useAccountServiceCategoriesQuery();
  const { limits, planName } = usePlanLimits(user, profile?.plan);
  const [save, { isLoading }] = useSaveProviderProfileMutation();
  const serviceLimit = limits?.service_categories ?? null;
  const radiusLimit = limits?.service_radius_miles ?? 200;
  const left = servicesLeft(values.services.length, serviceLimit);

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const toggleService = (slug: string) =>
    set(
      'services',
      values.services.includes(slug) ? values.services.filter((s) => s !== slug) : [...values.services, slug],
    );

  const validate = (): FieldErrors => {
    const problems: FieldErrors = {};
    if (values.business_name.trim().length < 2) problems.business_name = 'Enter your business name';
    if (values.services.length === 0) problems.services = 'Choose at least one service';
    else if (serviceLimit !== null && values.services.length > serviceLimit)
      problems.services = `Your ${planName} plan allows up to ${serviceLimit} services`;
    const zip = zipProblem(values.zip, true);
    if (zip) problems.zip = zip;
    const radius = Number(values.radius_miles);
    if (!Number.isInteger(radius) || radius < 1) problems.radius_miles = 'Enter a whole number of miles';
    else if (radius > radiusLimit)
      problems.radius_miles = `Your ${planName} plan allows up to ${radiusLimit} miles`;
    const years = Number(values.years_in_business);
    if (!Number.isInteger(years) || years < 0 || years > MAX_YEARS_IN_BUSINESS)
      problems.years_in_business = `Enter a whole number from 0 to ${MAX_YEARS_IN_BUSINESS}`;
    return problems;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validate();
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) return;
    const result = await save({
      business_name: values.business_name.trim(),
      bio: values.bio.trim(),
      services: values.services,
      zip: values.zip.trim(),
      radius_miles: Number(values.radius_miles),
      years_in_business: Number(values.years_in_business),
      photo_ids: values.photos.map((photo) => photo.id),
    });
    if ('error' in result && result.error) {
      const fields = serverFieldErrors(result.error);
      if (fields) setErrors(fields);
      // The plan-limit refusal is a message about the form as a whole when it names no field.
      if (!fields || !Object.keys(fields).some((field) => field in values))
        setFormError(apiErrorMessage(result.error));
      return;
    }
    toast.success(BUSINESS_PROFILE_SAVED);
  };

  return (
    <FormGrid aria-label="Business profile" noValidate onSubmit={(event) => void submit(event)}>
      <InputField
        label="Business name"
        maxLength={BUSINESS_NAME_MAX}
        value={values.business_name}
        error={errors.business_name}
        onChange={(event) => set('business_name', event.target.value)}
      />
      <Services aria-describedby="services-limit">
        <legend>Services you offer</legend>
        <Hint id="services-limit">
          {serviceLimit === null
            ? 'Choose the services you offer.'
            : `Your ${planName} plan allows up to ${serviceLimit} ${serviceLimit === 1 ? 'service' : 'services'}${
                left === 0 ? ' (limit reached).' : '.'
              }`}
        </Hint>
        {categories.isLoading ? (
          <Loading fullHeight={false} label="Loading services…" />
        ) : categories.isError ? (
          <ErrorText role="alert">
            Could not load the list of services. Reload the page to try again.
          </ErrorText>
        ) : (
          <Options>
            {(categories.data ?? []).map((category) => {
              const checked = values.services.includes(category.slug);
              return (
                <label key={category.slug}>
                  <input
                    type="checkbox"
                    name="services"
                    value={category.slug}
                    checked={checked}
                    disabled={!checked && left === 0}
                    onChange={() => toggleService(category.slug)}
                  />
                  {category.title}
                </label>
              );
            })}
          </Options>
        )}
        {errors.services && <ErrorText>{errors.services}</ErrorText>}
      </Services>
      <TwoColumns>
        <InputField
          label="Service area ZIP code"
          inputMode="numeric"
          maxLength={5}
          value={values.zip}
          error={errors.zip}
          onChange={(event) => set('zip', event.target.value)}
        />
        <InputField
          label="Service radius (miles)"
          type="number"
          min={1}
          max={radiusLimit}
          value={values.radius_miles}
          error={errors.radius_miles}
          hint={limits ? `Up to ${radiusLimit} miles on your ${planName} plan.` : undefined}
          onChange={(event) => set('radius_miles', event.target.value)}
        />
      </TwoColumns>
      <InputField
        label="Years in business"
        type="number"
        min={0}
        max={MAX_YEARS_IN_BUSINESS}
        value={values.years_in_business}
        error={errors.years_in_business}
        onChange={(event) => set('years_in_business', event.target.value)}
      />
      <TextAreaField
        label="About your business"
        maxLength={BIO_MAX}
        value={values.bio}
        error={errors.bio}
        hint="What you do, where, and what customers can expect."
        onChange={(event) => set('bio', event.target.value)}
      />
      <PhotoManager
        label="Photos of your work"
        photos={values.photos}
        max={MAX_PROVIDER_PHOTOS}
        onChange={(photos) => set('photos', photos)}
      />
      <FormMessage>{formError}</FormMessage>
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving…' : profile ? 'Save business profile' : 'Create business profile'}
        </Button>
      </div>
    </FormGrid>
  );
}
