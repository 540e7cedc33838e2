import { Link } from '@prohive/shared';
import { AreaPage } from '@prohive/ui';
import styled from 'styled-components';
import { FREE_TOOLS } from '../features/catalogue/tools';

const ToolList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }

  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /free-tools: the catalogue of free calculators, templates and guides for providers. */
export default function FreeToolsPage() {
  return (
    <AreaPage
      title="Free Tools for Service Pros"
      intro="Calculators, templates and guides that help service professionals price jobs, get paid and run their business. Free to use."
    >
      <ToolList>
        {FREE_TOOLS.map((tool) => (
          <li key={tool.slug}>
            <Link to={`/free-tools/${tool.slug}`}>{tool.title}</Link>
            <p>{tool.description}</p>
          </li>
        ))}
      </ToolList>
    </AreaPage>
  );
}
