import { useState } from 'react';
import { apiErrorMessage } from '@prohive/shared';
import { Button, StatusPanel } from '@prohive/ui';
import styled from 'styled-components';
import {
  useDeleteFreeToolDocumentMutation,
  useDuplicateFreeToolDocumentMutation,
  useFreeToolDocumentsQuery,
  useLazyFreeToolDocumentQuery,
  type DocumentSummary,
  type SavedDocument,
} from '../../lib/api/documentsEndpoints';
import { KIND_INFO, type DocumentKind } from './documentModel';

const PER_PAGE = 10;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $open: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

const dateOf = (iso: string) => iso.slice(0, 10);

export interface SavedDocumentsProps {
  kind: DocumentKind;
  /** The saved document the form is editing, if any. */
  openId: number | null;
  onLoad: (document: SavedDocument, message: string) => void;
  onDeleted: (id: number) => void;
  onMessage: (message: string, tone: 'info' | 'error') => void;
}

/** The signed-in user's saved documents of one kind: open, duplicate, delete (after a confirm), paged. */
export function SavedDocuments({ kind, openId, onLoad, onDeleted, onMessage }: SavedDocumentsProps) {
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<number | null>(null);
  const list = useFreeToolDocumentsQuery({ kind, page, perPage: PER_PAGE });
  const [fetchDocument] = useLazyFreeToolDocumentQuery();
  const [duplicate] = useDuplicateFreeToolDocumentMutation();
  const [remove] = useDeleteFreeToolDocumentMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const noun = KIND_INFO[kind].heading.toLowerCase();

  const run = async (id: number, action: () => Promise<void>) => {
    setBusyId(id);
    try {
      await action();
    } finally {
      setBusyId(null);
    }
  };

  const open = (doc: DocumentSummary) =>
    run(doc.id, async () => {
      const result = await fetchDocument(doc.id);
      if (result.data) onLoad(result.data, `Opened ${doc.number}.`);
      else onMessage(apiErrorMessage(result.error), 'error');
    });

  const copy = (doc: DocumentSummary) =>
    run(doc.id, async () => {
      const result = await duplicate(doc.id);
      if (result.data) onLoad(result.data, `Saved a copy as ${result.data.number}; it is open in the form.`);
      else onMessage(apiErrorMessage(result.error), 'error');
    });

  const destroy = (doc: DocumentSummary) =>
    run(doc.id, async () => {
      const result = await remove(doc.id);
      setConfirming(null);
      if ('error' in result && result.error) {
        onMessage(apiErrorMessage(result.error), 'error');
        return;
      }
      onDeleted(doc.id);
      onMessage(`Deleted ${doc.number}.`, 'info');
      // The last one on a later page: step back so the list is not empty.
      if (list.data && list.data.data.length === 1 && page > 1) setPage(page - 1);
    });

  if (list.isLoading) return <p role="status">Loading your saved {noun}s…</p>;
  if (list.isError || !list.data)
    return (
      <StatusPanel
        title={`Your saved ${noun}s could not be loaded`}
        tone="error"
        headingLevel={3}
        actions={<Button onClick={() => void list.refetch()}>Try again</Button>}
      >
        <p>{apiErrorMessage(list.error)}</p>
      </StatusPanel>
    );
  const { data, meta } = list.data;
  if (meta.total === 0)
    return (
      <StatusPanel title={`No saved ${noun}s yet`} headingLevel={3}>
        <p>Use “Save to account” above to keep this {noun} and open it again later.</p>
      </StatusPanel>
    );

  return (
    <div>
      <List>
        {data.map((doc) => (
          <Row key={doc.id} $open={doc.id === openId}>
            <div>
              <strong>
                {doc.number} · {doc.title}
              </strong>
              <p>
                {doc.customer_name ? `${doc.customer_name} · ` : ''}Changed {dateOf(doc.updated_at)}
                {doc.id === openId ? ' · open in the form' : ''}
              </p>
            </div>
            <Actions>
              {confirming === doc.id ? (
                <>
                  <Button
                    variant="destructive"
                    size="sm"
                    disabled={busyId === doc.id}
                    onClick={() => void destroy(doc)}
                  >
                    Yes, delete {doc.number}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setConfirming(null)}>
                    Keep it
                  </Button>
                </>
              ) : (
                <>
                  <Button
                    size="sm"
                    aria-label={`Open ${doc.number}`}
                    disabled={busyId === doc.id}
                    onClick={() => void open(doc)}
                  >
                    Open
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Duplicate ${doc.number}`}
                    disabled={busyId === doc.id}
                    onClick={() => void copy(doc)}
                  >
                    Duplicate
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${doc.number}`}
                    onClick={() => setConfirming(doc.id)}
                  >
                    Delete
                  </Button>
                </>
              )}
            </Actions>
          </Row>
        ))}
      </List>
      {meta.last_page > 1 && (
        <Pager aria-label={`Saved ${noun}s pages`}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {meta.page} of {meta.last_page}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= meta.last_page}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </Pager>
      )}
    </div>
  );
}
