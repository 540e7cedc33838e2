import { memo } from 'react';
import styled, { createGlobalStyle, css } from 'styled-components';
import { KIND_INFO, type DocumentDraft, type LineItemDraft, type TemplateName } from './documentModel';
import {
  formatMoney,
  parseMoneyCents,
  parsePercentPpm,
  ppmToPercentInput,
  type DocumentTotals,
} from './money';

/**
 * Printing the page prints only the document (the form, header and footer are hidden), in black on white
 * whatever the screen's theme.
 */
const PrintOnlyThePreview = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    [data-document-preview],
    [data-document-preview] * {
      visibility: visible;
    }
    [data-document-preview] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      border: none !important;
      box-shadow: none !important;
      color: #000 !important;
      background: #fff !important;
    }
  }
`;

const Paper = styled.article<{ $template: TemplateName }>`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.card};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: break-word;

  td:first-child {
    overflow-wrap: anywhere;
  }

  @media ${({ theme }) => theme.breakpoints.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }

  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    text-align: left;
    vertical-align: top;
  }
  th {
    white-space: nowrap;
  }
  th:not(:first-child),
  td:not(:first-child) {
    text-align: right;
    white-space: nowrap;
  }
  ${({ $template, theme }) =>
    $template !== 'minimal' &&
    css`
      tbody tr {
        border-bottom: 1px solid ${theme.colors.border};
      }
      thead th {
        background: ${$template === 'modern' ? theme.colors.primary : theme.colors.surfaceMuted};
        color: ${$template === 'modern' ? theme.colors.primaryText : theme.colors.textMuted};
      }
    `}
  ${({ $template, theme }) =>
    $template === 'minimal' &&
    css`
      thead th {
        color: ${theme.colors.textMuted};
        border-bottom: 1px solid ${theme.colors.border};
      }
    `}
`;

/** A line total of many digits on a phone scrolls inside the preview instead of widening the page. */
const TableScroll = styled.div`
  overflow-x: auto;
`;

const Header = styled.header<{ $template: TemplateName }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  ${({ $template, theme }) =>
    $template === 'modern' &&
    css`
      margin: -${theme.space(6)} -${theme.space(6)} 0;
      padding: ${theme.space(6)};
      border-radius: ${theme.radii.md} ${theme.radii.md} 0 0;
      background: ${theme.colors.primary};
      color: ${theme.colors.primaryText};

      @media ${theme.breakpoints.mobile} {
        margin: -${theme.space(4)} -${theme.space(4)} 0;
        padding: ${theme.space(4)};
      }
    `}

  img {
    max-width: 140px;
    max-height: 56px;
    object-fit: contain;
  }
  h2 {
    margin: 0;
    font-size: ${({ $template, theme }) => ($template === 'minimal' ? theme.fontSize.xl : theme.fontSize.xxl)};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    text-align: right;
  }
  p {
    margin: 0;
    text-align: right;
  }
`;

const Parties = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space(4)};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
`;

const Meta = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  justify-self: end;
  min-width: min(100%, 260px);
  margin: 0;

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .grand {
    padding-top: ${({ theme }) => theme.space(2)};
    border-top: 2px solid ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 700;
  }
`;

const Block = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  p + h3 {
    margin-top: ${({ theme }) => theme.space(3)};
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
`;

const Signatures = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(8)};

  span {
    display: block;
    padding-top: ${({ theme }) => theme.space(1)};
    border-top: 1px solid ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const lines = (...values: string[]) =>
  values
    .map((value) => value.trim())
    .filter(Boolean)
    .join('\n');

// One row per line item, re-rendered only when that line changes.
const PreviewRow = memo(function PreviewRow({
  item,
  amountCents,
}: {
  item: LineItemDraft;
  amountCents: number;
}) {
  const price = parseMoneyCents(item.unitPrice);
  return (
    <tr>
      <td>{item.description}</td>
      <td>{item.quantity}</td>
      <td>{price === null ? '—' : formatMoney(price)}</td>
      <td>{formatMoney(amountCents)}</td>
    </tr>
  );
});

/** The document as it will print and as the PDF lays it out, from the same totals. */
export function DocumentPreview({ draft, totals }: { draft: DocumentDraft; totals: DocumentTotals }) {
  const info = KIND_INFO[draft.kind];
  const taxPpm = parsePercentPpm(draft.taxRate) ?? 0;
  const discountPpm = parsePercentPpm(draft.discount) ?? 0;
  const { business, customer } = draft;
  return (
    <Paper $template={draft.template} data-document-preview aria-label={`${info.heading} preview`}>
      <PrintOnlyThePreview />
      <Header $template={draft.template}>
        <div>
          {business.logo ? (
            <img src={business.logo} alt={`${business.name || 'Business'} logo`} />
          ) : (
            <strong>{business.name}</strong>
          )}
        </div>
        <div>
          <h2>{info.heading}</h2>
          <p>No. {draft.number}</p>
        </div>
      </Header>
      <div>
        <strong>{draft.title}</strong>
        <Meta>
          {draft.issueDate && (
            <>
              <dt>{draft.kind === 'receipt' ? 'Date paid' : 'Date'}</dt>
              <dd>{draft.issueDate}</dd>
            </>
          )}
          {draft.kind === 'invoice' && draft.dueDate && (
            <>
              <dt>Due</dt>
              <dd>{draft.dueDate}</dd>
            </>
          )}
          {draft.kind === 'receipt' && draft.paymentMethod && (
            <>
              <dt>Paid by</dt>
              <dd>{draft.paymentMethod}</dd>
            </>
          )}
          {draft.kind === 'work_order' && draft.scheduledDate && (
            <>
              <dt>Scheduled</dt>
              <dd>{draft.scheduledDate}</dd>
            </>
          )}
        </Meta>
      </div>
      <Parties>
        <div>
          <h3>From</h3>
          <p>{lines(business.name, business.address, business.phone, business.email)}</p>
        </div>
        <div>
          <h3>
            {draft.kind === 'receipt'
              ? 'Received from'
              : draft.kind === 'work_order'
                ? 'Customer'
                : 'Bill to'}
          </h3>
          <p>{lines(customer.name, customer.address, customer.phone, customer.email)}</p>
        </div>
      </Parties>
      {draft.kind === 'work_order' && (draft.siteAddress || draft.workDescription) && (
        <Block>
          {draft.siteAddress && (
            <>
              <h3>Job site</h3>
              <p>{draft.siteAddress}</p>
            </>
          )}
          {draft.workDescription && (
            <>
              <h3>Work to be done</h3>
              <p>{draft.workDescription}</p>
            </>
          )}
        </Block>
      )}
      <TableScroll>
        <table>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Qty</th>
              <th scope="col">Unit price</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {draft.items.map((item, index) => (
              <PreviewRow key={item.key} item={item} amountCents={totals.lineAmounts[index] ?? 0} />
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Totals aria-label="Totals">
        <dt>Subtotal</dt>
        <dd>{formatMoney(totals.subtotalCents)}</dd>
        {totals.discountCents > 0 && (
          <>
            <dt>Discount{draft.discountType === 'percent' ? ` (${ppmToPercentInput(discountPpm)}%)` : ''}</dt>
            <dd>−{formatMoney(totals.discountCents)}</dd>
          </>
        )}
        {taxPpm > 0 && (
          <>
            <dt>Tax ({ppmToPercentInput(taxPpm)}%)</dt>
            <dd>{formatMoney(totals.taxCents)}</dd>
          </>
        )}
        <dt className="grand">{draft.kind === 'receipt' ? 'Total paid' : 'Total'}</dt>
        <dd className="grand" data-testid="document-total">
          {formatMoney(totals.totalCents)}
        </dd>
      </Totals>
      {draft.notes.trim() && (
        <Block>
          <h3>Notes</h3>
          <p>{draft.notes}</p>
        </Block>
      )}
      {draft.terms.trim() && (
        <Block>
          <h3>Terms</h3>
          <p>{draft.terms}</p>
        </Block>
      )}
      {draft.kind === 'work_order' && (
        <Signatures aria-hidden="true">
          <span>Customer signature</span>
          <span>Date</span>
        </Signatures>
      )}
    </Paper>
  );
}
