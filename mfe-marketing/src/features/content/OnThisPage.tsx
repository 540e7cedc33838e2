import styled from 'styled-components';
import { sectionId } from './ContentBlocks';
import type { ContentSection } from '../../lib/contentTypes';

const Nav = styled.nav`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(6)});
  padding-left: ${({ theme }) => theme.space(5)};
  border-left: 2px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: 1.4;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

/** The page's own table of contents: in-page links to each section heading. */
export function OnThisPage({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <Nav aria-labelledby="on-this-page-heading">
      <h2 id="on-this-page-heading">On this page</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.heading}>
            <a href={`#${sectionId(section.heading)}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
