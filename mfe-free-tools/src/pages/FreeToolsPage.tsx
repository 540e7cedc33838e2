import { useId, useState } from 'react';
import { Link } from '@prohive/shared';
import { PageContainer, VisuallyHidden, useDocumentHead, usePageTitle } from '@prohive/ui';
import styled from 'styled-components';
import { FREE_TOOLS_PATH, breadcrumbJsonLd, previewMeta, toolPath } from '../components/toolPage';
import { useSiteOrigin } from '../lib/useSiteOrigin';
import {
  FREE_TOOLS,
  TOOL_GROUPS,
  filterTools,
  toolsInGroup,
  type FreeTool,
} from '../features/catalogue/tools';

const TITLE = 'Free Tools for Service Pros';
const DESCRIPTION =
  'Calculators, templates and guides that help service professionals price jobs, get paid and run their business. Free to use.';

const Header = styled.div`
  margin-bottom: ${({ theme }) => theme.space(8)};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: clamp(1.75rem, 1.2rem + 2vw, 2.5rem);
    line-height: 1.2;
  }
  p {
    max-width: 65ch;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: 1.6;
  }
`;

const Filter = styled.div`
  max-width: 420px;
  margin-bottom: ${({ theme }) => theme.space(8)};

  label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  input {
    width: 100%;
    height: 48px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: 1rem;
  }
`;

const Group = styled.section`
  margin-bottom: ${({ theme }) => theme.space(10)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ToolList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  a {
    font-weight: 600;
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space(6)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function indexJsonLd(origin: string) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: TITLE,
      description: DESCRIPTION,
      url: `${origin}${FREE_TOOLS_PATH}`,
      mainEntity: {
        '@type': 'ItemList',
        itemListElement: FREE_TOOLS.map((tool, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: tool.title,
          url: `${origin}${toolPath(tool.slug)}`,
        })),
      },
    },
    breadcrumbJsonLd(origin),
  ];
}

function ToolCards({ tools }: { tools: readonly FreeTool[] }) {
  return (
    <ToolList>
      {tools.map((tool) => (
        <li key={tool.slug}>
          <Link to={toolPath(tool.slug)}>{tool.title}</Link>
          <p>{tool.description}</p>
        </li>
      ))}
    </ToolList>
  );
}

/** /free-tools: the catalogue of free calculators, templates and guides, grouped, with a filter box. */
export default function FreeToolsPage() {
  const [query, setQuery] = useState('');
  const filterId = useId();
  const origin = useSiteOrigin();
  usePageTitle(TITLE);
  useDocumentHead(
    origin
      ? {
          canonical: `${origin}${FREE_TOOLS_PATH}`,
          meta: previewMeta(TITLE, DESCRIPTION, `${origin}${FREE_TOOLS_PATH}`),
          jsonLd: indexJsonLd(origin),
        }
      : null,
  );

  const matches = filterTools(query);
  const groups = TOOL_GROUPS.map((group) => ({ ...group, tools: toolsInGroup(group.id, matches) })).filter(
    (group) => group.tools.length > 0,
  );

  return (
    <PageContainer>
      <Header>
        <h1>{TITLE}</h1>
        <p>{DESCRIPTION}</p>
      </Header>
      <Filter role="search">
        <label htmlFor={filterId}>Filter tools</label>
        <input
          id={filterId}
          type="search"
          value={query}
          placeholder="e.g. invoice, roofing, profit"
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </Filter>
      <VisuallyHidden role="status">
        {query.trim() ? `${matches.length} ${matches.length === 1 ? 'tool matches' : 'tools match'}` : ''}
      </VisuallyHidden>
      {groups.length === 0 ? (
        <Empty>
          No tools match “{query.trim()}”. Try another word, or clear the filter to see all fifteen tools.
        </Empty>
      ) : (
        groups.map((group) => (
          <Group key={group.id} aria-labelledby={`tool-group-${group.id}`}>
            <h2 id={`tool-group-${group.id}`}>{group.title}</h2>
            <p>{group.intro}</p>
            <ToolCards tools={group.tools} />
          </Group>
        ))
      )}
    </PageContainer>
  );
}
