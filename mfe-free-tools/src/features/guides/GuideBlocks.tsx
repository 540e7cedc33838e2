import styled from 'styled-components';
import { RichTextView } from './RichTextView';
import type { Block, Checklist, Table } from './types';

/**
 * A wide table scrolls inside its own box, so on a 390 px phone the page itself never scrolls sideways.
 * The box is focusable and named so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
const TableScroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  margin: ${({ theme }) => theme.space(5)} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: 1.5;
  }
  caption {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    caption-side: top;
    text-align: left;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  th,
  td {
    min-width: 7rem;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .numeric {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  @media print {
    overflow: visible;
    border: 0;
  }
`;

const ExampleBox = styled.div`
  margin: ${({ theme }) => theme.space(6)} 0;
  padding: ${({ theme }) => theme.space(5)};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  /* Doubled so the article's own heading margins (declared later) do not win. */
  && > h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  && > h3 > span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  & > :last-child {
    margin-bottom: 0;
  }

  @media print {
    break-inside: avoid;
    border: 1px solid;
  }
`;

const TipBox = styled.p`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const ChecklistBox = styled.div`
  margin: ${({ theme }) => theme.space(6)} 0;

  && h3 {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  && ul {
    padding: 0;
    list-style: none;
  }
  li {
    position: relative;
    padding-left: 1.75em;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.3em;
    width: 1em;
    height: 1em;
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  @media print {
    break-inside: avoid;
  }
`;

function TableView({ table }: { table: Table }) {
  const numeric = new Set(table.numeric ?? []);
  const cellClass = (column: number) => (numeric.has(column) ? 'numeric' : undefined);
  return (
    <TableScroller role="region" aria-label={table.caption} tabIndex={0}>
      <table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th key={column} scope="col" className={cellClass(index)}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className={cellClass(index)}>
                    <RichTextView text={cell} />
                  </th>
                ) : (
                  <td key={index} className={cellClass(index)}>
                    <RichTextView text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

function ChecklistView({ checklist }: { checklist: Checklist }) {
  return (
    <ChecklistBox>
      <h3>{checklist.title}</h3>
      <ul>
        {checklist.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </ChecklistBox>
  );
}

/** One block of a guide section. Blocks never reorder, so their position is their key. */
export function GuideBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichTextView text={block.text} />
        </p>
      );
    case 'tip':
      return (
        <TipBox>
          <RichTextView text={block.text} />
        </TipBox>
      );
    case 'subheading':
      return <h3>{block.text}</h3>;
    case 'list': {
      const ListTag = block.ordered ? 'ol' : 'ul';
      return (
        <ListTag>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichTextView text={item} />
            </li>
          ))}
        </ListTag>
      );
    }
    case 'checklist':
      return <ChecklistView checklist={block} />;
    case 'table':
      return <TableView table={block} />;
    case 'example':
      return (
        <ExampleBox>
          <h3>
            <span>Worked example</span> {block.title}
          </h3>
          {block.blocks.map((inner, index) => (
            <GuideBlock key={index} block={inner} />
          ))}
        </ExampleBox>
      );
  }
}
