import styled from 'styled-components';
import { Card, CardGrid } from '../../components/layout';
import { RichText } from '../../components/RichText';
import type { ContentBlock, ContentSection } from '../../lib/contentTypes';

const Steps = styled.ol`
  list-style: none;
  counter-reset: step;
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(6)};
  padding: 0;

  li {
    counter-increment: step;
    position: relative;
    padding-left: 56px;
    min-height: 40px;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(5)};
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 700;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
  }
`;

const TableWrap = styled.div`
  overflow-x: auto;
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(6)};

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.975rem;
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export function Block({ block }: { block: ContentBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  switch (block.kind) {
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'cards':
      return (
        <CardGrid $min={220}>
          {block.items.map((item) => (
            <Card key={item.title}>
              <h3>{item.title}</h3>
              <p>
                <RichText text={item.text} />
              </p>
            </Card>
          ))}
        </CardGrid>
      );
    case 'steps':
      return (
        <Steps>
          {block.items.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>
                <RichText text={item.text} />
              </p>
            </li>
          ))}
        </Steps>
      );
    case 'table':
      return (
        <TableWrap>
          <table>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i}>
                        <RichText text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      );
    case 'note':
      return (
        <Note>
          <RichText text={block.text} />
        </Note>
      );
  }
}

/** Slug for in-page anchors ('What we collect' → 'what-we-collect'). */
export const sectionId = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function Sections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} aria-labelledby={sectionId(section.heading)}>
          <h2 id={sectionId(section.heading)}>{section.heading}</h2>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}
