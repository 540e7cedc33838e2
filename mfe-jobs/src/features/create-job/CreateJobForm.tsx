import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import {
  CUSTOMER_ROLE_NAMES,
  apiErrorMessage,
  errorStatus,
  useCurrentUser,
  useIsSignedIn,
  useNavigate,
  useSearchParams,
} from '@prohive/shared';
import { useCreateJobMutation, useServiceCategoriesQuery } from '../../lib/api/jobsEndpoints';
import { useProviderQuery } from '../../lib/api/providersEndpoints';
import { useJobPhotoUploadMutation } from '../../lib/api/photoUploadEndpoint';
import { useStartConversationMutation } from '../../lib/api/messagesEndpoints';
import { conversationPath } from '../../lib/messagesPaths';
import { Button } from '@prohive/ui';
import {
  STEPS,
  emptyDraft,
  localIsoDate,
  stepOfField,
  toCreateJobRequest,
  validateStep,
  type FieldErrors,
  type JobDraft,
  type ZipCheck,
} from '../../lib/jobDraft';
import { DetailsStep, LocationStep, ReviewStep, ServiceStep, TimingStep } from './CreateJobSteps';
import { StepIndicator } from './StepIndicator';
import { photoKey, type DraftPhoto } from './PhotoPicker';
import { clearDraft, loadDraft, loadDraftPhotos, saveDraft, saveDraftPhotos } from './draftStorage';
import { fieldId } from '../../components/formParts';
import { useJobsZipLookupQuery } from '../../lib/api/zipLookupEndpoint';

/** Where /auth sends the visitor back to: this page, restoring the saved draft. */
export const RESUME_PATH = '/create-job?resume=1';
export const SIGN_IN_PATH = `/auth?redirect=${encodeURIComponent(RESUME_PATH)}`;
export const POSTED_TOAST = 'Your job is posted. Local pros can now send you bids.';

const REVIEW_STEP = STEPS.length - 1;
const HEADING_FOCUS = '#heading';

function positiveInt(text: string | null): number | null {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}

interface Initial {
  draft: JobDraft;
  step: number;
  resumed: boolean;
  photoCount: number;
}

function initialState(params: URLSearchParams): Initial {
  if (params.get('resume') === '1') {
    const saved = loadDraft();
    if (saved) return { draft: saved.draft, step: REVIEW_STEP, resumed: true, photoCount: saved.photoCount };
  }
  const draft = emptyDraft();
  const category = params.get('category')?.trim().toLowerCase();
  if (category && /^[a-z0-9-]{1,60}$/.test(category)) draft.category = category;
  draft.target_provider_id = positiveInt(params.get('provider'));
  return { draft, step: 0, resumed: false, photoCount: 0 };
}

function firstInvalidField(errors: FieldErrors): string | undefined {
  return Object.keys(errors)[0];
}

/**
 * The post-a-job wizard: five steps, each validated on Next, Back keeping everything. Signed out, the last step
 * saves the draft (see draftStorage) and sends the visitor to sign in, from where they come back to
 * `?resume=1` and post. Photos are uploaded only when the job is posted, then the job is created with their ids.
 */
export function CreateJobForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const user = useCurrentUser();
  const [initial] = useState(() => initialState(params));
  const [draft, setDraft] = useState<JobDraft>(initial.draft);
  const [step, setStep] = useState(initial.step);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [photos, setPhotos] = useState<DraftPhoto[]>([]);
  const [photosMissing, setPhotosMissing] = useState(0);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** What to focus after the next render: a field's name, or the step heading. */
  const focusRef = useRef<string | null>(null);
  const today = localIsoDate(new Date());

  const categoriesQuery = useServiceCategoriesQuery();
  const categories = categoriesQuery.data ?? [];
  const zipValid = /^\d{5}$/.test(draft.zip);
  const zipQuery = useJobsZipLookupQuery(draft.zip, { skip: !zipValid });
  const zipStatus = errorStatus(zipQuery.error);
  const zip: ZipCheck = {
    state: !zipValid
      ? 'unknown'
      : zipQuery.isFetching
        ? 'checking'
        : zipQuery.currentData
          ? 'found'
          : zipStatus === 404 || zipStatus === 422
            ? 'not_found'
            : 'unknown',
  };
  const providerQuery = useProviderQuery(draft.target_provider_id ?? 0, {
    skip: draft.target_provider_id === null,
  });
  const [upload] = useJobPhotoUploadMutation();
  const [createJob] = useCreateJobMutation();
  const [startConversation] = useStartConversationMutation();

  const isCustomer = Boolean(user && CUSTOMER_ROLE_NAMES.includes(user.role.name));

  // Photos saved before sign-in come back from IndexedDB; the review says so if some did not.
  useEffect(() => {
    if (!initial.resumed || initial.photoCount === 0) return;
    let cancelled = false;
    void loadDraftPhotos().then((stored) => {
      if (cancelled) return;
      setPhotos(stored.map((photo) => ({ key: photoKey(), name: photo.name, file: photo.blob })));
      setPhotosMissing(Math.max(0, initial.photoCount - stored.length));
    });
    return () => {
      cancelled = true;
    };
  }, [initial]);

  // Focus follows the step (its heading, so a screen reader announces where the user is) or the first field
  // with an error, once the render that shows the message has happened.
  useEffect(() => {
    const target = focusRef.current;
    if (!target) return;
    focusRef.current = null;
    if (target === HEADING_FOCUS) headingRef.current?.focus();
    else document.getElementById(fieldId(target))?.focus();
  });

  const update = (patch: Partial<JobDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) {
        delete next[key];
        if (key === 'answers')
          for (const field of Object.keys(next)) if (field.startsWith('answers.')) delete next[field];
      }
      return next;
    });
  };

  const goTo = (index: number) => {
    focusRef.current = HEADING_FOCUS;
    setErrors({});
    setSubmitError(null);
    setStep(index);
  };

  const showErrors = (index: number, found: FieldErrors) => {
    setStep(index);
    setErrors(found);
    focusRef.current = firstInvalidField(found) ?? HEADING_FOCUS;
  };

  const context = { today, zip, photoCount: photos.length };

  const next = () => {
    const found = validateStep(STEPS[step]!.id, draft, context);
    if (Object.keys(found).length > 0) return showErrors(step, found);
    goTo(step + 1);
  };

  const firstInvalidStep = (): { index: number; errors: FieldErrors } | null => {
    for (let index = 0; index < REVIEW_STEP; index += 1) {
      const found = validateStep(STEPS[index]!.id, draft, context);
      if (Object.keys(found).length > 0) return { index, errors: found };
    }
    return null;
  };

  const saveAndSignIn = async () => {
    saveDraft(draft, photos.length);
    await saveDraftPhotos(
      photos.map((photo) => ({ name: photo.name, type: photo.file.type, blob: photo.file })),
    );
    void navigate(SIGN_IN_PATH);
  };

  const post = async () => {
    setSubmitting(true);
    setSubmitError(null);
    const ids: string[] = [];
    const updated = [...photos];
    let photoFailed = false;
    for (const [index, photo] of photos.entries()) {
      if (photo.uploadId) {
        ids.push(photo.uploadId);
        continue;
      }
      const result = await upload({ file: photo.file, filename: photo.name });
      if (result.error) {
        photoFailed = true;
        updated[index] = { ...photo, error: apiErrorMessage(result.error) };
      } else {
        ids.push(result.data.id);
        updated[index] = { ...photo, uploadId: result.data.id, error: undefined };
      }
    }
    setPhotos(updated);
    if (photoFailed) {
      setSubmitting(false);
      setSubmitError(
        'Some photos could not be uploaded. Remove them (Edit location and photos) or try again.',
      );
      return;
    }
    const result = await createJob(toCreateJobRequest(draft, ids));
    if (result.error) {
      setSubmitting(false);
      const status = errorStatus(result.error);
      const body = (result.error as { data?: { errors?: Record<string, string[]> } }).data;
      const fieldErrors = body?.errors;
      if (status === 422 && fieldErrors && Object.keys(fieldErrors).length > 0) {
        const [field, messages] = Object.entries(fieldErrors)[0]!;
        const index = STEPS.findIndex((candidate) => candidate.id === stepOfField(field));
        const mapped: FieldErrors = {};
        for (const [name, list] of Object.entries(fieldErrors)) {
          if (stepOfField(name) === STEPS[index]!.id) mapped[name] = list[0] ?? messages[0];
        }
        showErrors(index, mapped);
        return;
      }
      if (status === 401) {
        // The session ended while the form was open: keep everything and come back here after signing in.
        toast.info('Your session has ended. Sign in again to post your job; your answers are kept.');
        await saveAndSignIn();
        return;
      }
      setSubmitError(apiErrorMessage(result.error));
      return;
    }
    clearDraft();
    toast.success(POSTED_TOAST);
    // A quote request goes on to the conversation with the chosen pro; if it cannot be opened, the job page
    // still shows the job (and any bids, each with its own conversation).
    if (draft.target_provider_id !== null) {
      const opened = await startConversation({ jobId: result.data.id, providerId: draft.target_provider_id });
      if (!('error' in opened)) {
        void navigate(conversationPath(opened.data.id));
        return;
      }
    }
    void navigate(`/job/${result.data.id}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < REVIEW_STEP) return next();
    const invalid = firstInvalidStep();
    if (invalid) return showErrors(invalid.index, invalid.errors);
    if (!signedIn) return void saveAndSignIn();
    void post();
  };

  if (signedIn && !isCustomer) {
    return (
      <Notice role="note">
        <h2>Only customers post jobs</h2>
        <p>
          You are signed in as a {user?.role.name === 'provider' ? 'professional' : 'administrator'}. Jobs are
          posted by customer accounts; professionals bid on them.
        </p>
        <Actions>
          <Button to="/jobs">Find jobs</Button>
        </Actions>
      </Notice>
    );
  }

  const stepId = STEPS[step]!.id;
  const categoryTitle =
    categories.find((category) => category.slug === draft.category)?.title ?? draft.category;
  const provider = providerQuery.data;

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby="create-job-step-heading">
      <StepIndicator current={step} />
      {draft.target_provider_id !== null && (
        <Notice role="note" data-testid="quote-target">
          {provider
            ? `You are requesting a quote from ${provider.business_name}. Other local pros can bid too.`
            : providerQuery.isError
              ? 'The professional you chose could not be found; your job will be open to every local pro.'
              : 'Requesting a quote from the professional you chose.'}
        </Notice>
      )}
      {initial.resumed && step === REVIEW_STEP && (
        <Notice role="status">
          Welcome back. Your job is just as you left it: check it and post it.
          {photosMissing > 0 &&
            ` ${photosMissing} photo${photosMissing === 1 ? '' : 's'} could not be kept; add ${photosMissing === 1 ? 'it' : 'them'} again under Location and photos.`}
        </Notice>
      )}
      <StepHeading id="create-job-step-heading" ref={headingRef} tabIndex={-1}>
        {STEPS[step]!.title}
      </StepHeading>
      {stepId === 'service' && (
        <ServiceStep
          draft={draft}
          errors={errors}
          update={(patch) => update(patch.category ? { ...patch, answers: {} } : patch)}
          categories={{
            list: categories,
            loading: categoriesQuery.isLoading,
            failed: categoriesQuery.isError,
            retry: () => void categoriesQuery.refetch(),
          }}
        />
      )}
      {stepId === 'details' && <DetailsStep draft={draft} errors={errors} update={update} />}
      {stepId === 'timing' && <TimingStep draft={draft} errors={errors} update={update} today={today} />}
      {stepId === 'location' && (
        <LocationStep
          draft={draft}
          errors={errors}
          update={update}
          zip={zip}
          place={zip.state === 'found' ? zipQuery.currentData : undefined}
          photos={photos}
          onPhotosChange={(list) => {
            setPhotos(list);
            setErrors(({ photos: _removed, ...rest }) => rest);
          }}
        />
      )}
      {stepId === 'review' && (
        <ReviewStep
          draft={draft}
          categoryTitle={categoryTitle}
          place={zip.state === 'found' ? zipQuery.currentData : undefined}
          photos={photos}
          onEdit={goTo}
        />
      )}
      {submitError && <ErrorBox role="alert">{submitError}</ErrorBox>}
      <Actions>
        {step > 0 && (
          <Button variant="outline" onClick={() => goTo(step - 1)} disabled={submitting}>
            Back
          </Button>
        )}
        {step < REVIEW_STEP ? (
          <Button type="submit">Next</Button>
        ) : signedIn ? (
          <Button type="submit" disabled={submitting} aria-busy={submitting}>
            {submitting ? 'Posting…' : 'Post job'}
          </Button>
        ) : (
          <Button type="submit">Sign in to post your job</Button>
        )}
      </Actions>
      {step === REVIEW_STEP && !signedIn && (
        <Small>
          We keep your answers and photos on this device while you sign in or create a free account, then
          bring you back here to post.
        </Small>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 880px;
`;

const StepHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  @media ${({ theme }) => theme.breakpoints.mobile} {
    > * {
      flex: 1 1 0;
    }
  }
`;

const Notice = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const ErrorBox = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
