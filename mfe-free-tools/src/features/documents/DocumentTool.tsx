import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  apiErrorMessage,
  errorStatus,
  Link,
  PROVIDER_ROLE_NAMES,
  useCurrentUser,
  useIsSignedIn,
} from '@prohive/shared';
import { Button } from '@prohive/ui';
import styled from 'styled-components';
import {
  useCreateFreeToolDocumentMutation,
  useFreeToolsProviderProfileQuery,
  useUpdateFreeToolDocumentMutation,
  type SavedDocument,
} from '../../lib/api/documentsEndpoints';
import {
  contentToDraft,
  draftToContent,
  draftTotals,
  emptyDraft,
  KIND_INFO,
  validateDraft,
  type DocumentDraft,
  type DocumentKind,
} from './documentModel';
import { DocumentForm } from './DocumentForm';
import { DocumentPreview } from './DocumentPreview';
import { downloadDocumentPdf } from './downloadPdf';
import { readStoredDocument, writeStoredDocument } from './draftStorage';
import { nextDocumentNumber } from './numbering';
import { prefillBusiness, todayIso } from './prefill';
import { SavedDocuments } from './SavedDocuments';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;

    > [data-preview-column] {
      position: sticky;
      top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(4)});
    }
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  @media print {
    display: none;
  }
`;

const Message = styled.p<{ $tone: 'info' | 'error' }>`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};

  &:empty {
    display: none;
  }
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(10)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

interface Status {
  text: string;
  tone: 'info' | 'error';
}

/**
 * One document tool (invoice, receipt or work order): the form, a live preview, Download PDF, and for a
 * signed-in user saving to and reopening from the account. The draft lives in the browser between visits.
 */
export function DocumentTool({ kind }: { kind: DocumentKind }) {
  const signedIn = useIsSignedIn();
  const user = useCurrentUser();
  const isProvider = signedIn && user !== null && PROVIDER_ROLE_NAMES.includes(user.role.name);
  const info = KIND_INFO[kind];
  const noun = info.heading.toLowerCase();

  // Rendered empty (the same on a server), then replaced by the stored draft once mounted.
  const [draft, setDraft] = useState<DocumentDraft>(() => emptyDraft(kind));
  const [savedId, setSavedId] = useState<number | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'save' | null>(null);
  const formColumn = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const stored = readStoredDocument(kind);
    if (stored) {
      setDraft(stored.draft);
      setSavedId(stored.savedId);
    } else {
      setDraft((current) => ({ ...current, issueDate: current.issueDate || todayIso() }));
    }
    setHydrated(true);
  }, [kind]);

  useEffect(() => {
    if (hydrated) writeStoredDocument({ draft, savedId });
  }, [hydrated, draft, savedId]);

  const profile = useFreeToolsProviderProfileQuery(undefined, { skip: !isProvider });
  const prefilled = useRef(false);
  useEffect(() => {
    if (!hydrated || prefilled.current || !isProvider || !user) return;
    if (profile.isUninitialized || profile.isLoading) return;
    prefilled.current = true;
    setDraft((current) => prefillBusiness(current, profile.data ?? null, user));
  }, [hydrated, isProvider, user, profile.isUninitialized, profile.isLoading, profile.data]);

  const [create] = useCreateFreeToolDocumentMutation();
  const [update] = useUpdateFreeToolDocumentMutation();

  const errors = useMemo(() => validateDraft(draft), [draft]);
  const totals = useMemo(() => draftTotals(draft), [draft]);
  const errorCount = Object.keys(errors).length;

  const change = useCallback((next: (current: DocumentDraft) => DocumentDraft) => setDraft(next), []);

  /** False (and the fields flagged, the first one focused) when the draft cannot be used yet. */
  const ready = (): boolean => {
    if (errorCount === 0) return true;
    setShowErrors(true);
    setStatus({
      tone: 'error',
      text: `Check the ${errorCount === 1 ? 'highlighted field' : `${errorCount} highlighted fields`} first.`,
    });
    // After the errors render: the first invalid field.
    setTimeout(() => formColumn.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    return false;
  };

  const download = async () => {
    if (!ready()) return;
    setBusy('pdf');
    setStatus(null);
    try {
      await downloadDocumentPdf({
        kind,
        title: draft.title.trim(),
        number: draft.number.trim(),
        content: draftToContent(draft),
        totals,
      });
      setStatus({ tone: 'info', text: `Your PDF of ${draft.number.trim()} is downloading.` });
    } catch {
      setStatus({ tone: 'error', text: 'The PDF could not be made. Check the logo image and try again.' });
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    if (!ready()) return;
    setBusy('save');
    setStatus(null);
    const body = { title: draft.title.trim(), number: draft.number.trim(), content: draftToContent(draft) };
    let result = savedId === null ? await create({ kind, ...body }) : await update({ id: savedId, body });
    // Deleted meanwhile (in another tab): save it as a new document rather than lose the work.
    if (savedId !== null && errorStatus(result.error) === 404) result = await create({ kind, ...body });
    setBusy(null);
    if (result.data) {
      setSavedId(result.data.id);
      setStatus({ tone: 'info', text: `Saved ${result.data.number} to your account.` });
    } else {
      setStatus({ tone: 'error', text: apiErrorMessage(result.error) });
    }
  };

  const startNew = () => {
    setDraft((current) => ({
      ...emptyDraft(kind, todayIso()),
      template: current.template,
      business: current.business,
      terms: current.terms,
      number: nextDocumentNumber(current.number),
    }));
    setSavedId(null);
    setShowErrors(false);
    setStatus({ tone: 'info', text: `Started a new ${noun}; your business details are kept.` });
  };

  const load = useCallback(
    (document: SavedDocument, message: string) => {
      setDraft(contentToDraft(kind, document.title, document.number, document.content));
      setSavedId(document.id);
      setShowErrors(false);
      setStatus({ tone: 'info', text: message });
    },
    [kind],
  );

  const message = useCallback((text: string, tone: 'info' | 'error') => setStatus({ text, tone }), []);
  const deleted = useCallback((id: number) => setSavedId((current) => (current === id ? null : current)), []);

  return (
    <div>
      <Toolbar>
        <Button onClick={() => void download()} disabled={busy !== null} aria-busy={busy === 'pdf'}>
          {busy === 'pdf' ? 'Making the PDF…' : 'Download PDF'}
        </Button>
        {signedIn && (
          <Button variant="secondary" onClick={() => void save()} disabled={busy !== null}>
            {busy === 'save' ? 'Saving…' : savedId === null ? 'Save to account' : 'Save changes'}
          </Button>
        )}
        <Button variant="outline" onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="outline" onClick={startNew}>
          New {noun}
        </Button>
      </Toolbar>
      <div role="status" aria-live="polite">
        {status?.tone === 'info' && <Message $tone="info">{status.text}</Message>}
      </div>
      <div role="alert">{status?.tone === 'error' && <Message $tone="error">{status.text}</Message>}</div>
      {!signedIn && (
        <p>
          Your {noun} is kept in this browser. <Link to="/auth">Sign in</Link> to save {noun}s to your account
          and open them anywhere.
        </p>
      )}
      <Layout>
        <div ref={formColumn}>
          <DocumentForm
            draft={draft}
            errors={showErrors ? errors : {}}
            lineAmounts={totals.lineAmounts}
            onChange={change}
          />
        </div>
        <div data-preview-column>
          <DocumentPreview draft={draft} totals={totals} />
        </div>
      </Layout>
      {signedIn && (
        <Section aria-labelledby={`saved-${kind}-heading`}>
          <h2 id={`saved-${kind}-heading`}>Your saved {noun}s</h2>
          <SavedDocuments
            kind={kind}
            openId={savedId}
            onLoad={load}
            onDeleted={deleted}
            onMessage={message}
          />
        </Section>
      )}
    </div>
  );
}
