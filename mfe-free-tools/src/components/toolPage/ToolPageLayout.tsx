import type { ReactNode } from 'react';
import { Link } from '@prohive/shared';
import { Button, PageContainer, useDocumentHead, usePageTitle } from '@prohive/ui';
import styled from 'styled-components';
import { useSiteOrigin } from '../../lib/useSiteOrigin';
import { PrintStyles } from './PrintStyles';
import { FREE_TOOLS_NAME, FREE_TOOLS_PATH, toolPageHead } from './toolPageHead';
import { toolPath, useToolPageInfo, type ToolLink, type ToolPageInfo } from './toolPageInfo';

const Breadcrumb = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSize.sm};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
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

const Related = styled.aside`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(8)};
  margin-top: ${({ theme }) => theme.space(12)};
  padding-top: ${({ theme }) => theme.space(8)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

function LinkList({ heading, id, links }: { heading: string; id: string; links: readonly ToolLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.slug}>
            <Link to={toolPath(link.slug)}>{link.title}</Link>
            <p>{link.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface ToolPageLayoutProps {
  children?: ReactNode;
  /** Replaces the catalogue description under the heading (the description still goes into the meta tag). */
  intro?: ReactNode;
  /** Defaults to the tool ToolPage provides from the catalogue. */
  tool?: ToolPageInfo;
  /** A print button beside the heading (calculators, documents). Guides can leave it off. */
  printable?: boolean;
}

/** A tool page's head tags: description, canonical URL and JSON-LD, once the site's origin is known. */
export function useToolPageHead(tool: ToolPageInfo): void {
  const origin = useSiteOrigin();
  useDocumentHead(origin ? toolPageHead(tool, origin) : null);
}

/** "Free tools › Tool", for the frame and for screens that bring their own heading (the guides). */
export function ToolBreadcrumb({ tool }: { tool: ToolPageInfo }) {
  return (
    <Breadcrumb aria-label="Breadcrumb" data-print-hide="">
      <ol>
        <li>
          <Link to={FREE_TOOLS_PATH}>{FREE_TOOLS_NAME}</Link>
        </li>
        <li aria-current="page">{tool.title}</li>
      </ol>
    </Breadcrumb>
  );
}

/** The catalogue's related tools and guides; `guides={false}` where the screen lists guides itself. */
export function RelatedToolLinks({ tool, guides = true }: { tool: ToolPageInfo; guides?: boolean }) {
  return (
    <Related aria-label="Related tools and guides" data-print-hide="">
      <LinkList heading="Related tools" id="related-tools-heading" links={tool.relatedTools} />
      {guides ? <LinkList heading="Guides" id="related-guides-heading" links={tool.relatedGuides} /> : null}
    </Related>
  );
}

function ToolPageFrame({
  tool,
  intro,
  printable = true,
  children,
}: ToolPageLayoutProps & { tool: ToolPageInfo }) {
  usePageTitle(`${tool.title} – Free Tools`);
  useToolPageHead(tool);

  return (
    <PageContainer data-tool-page="">
      <PrintStyles />
      <ToolBreadcrumb tool={tool} />
      <Heading>
        <div>
          <h1>{tool.title}</h1>
          <p>{intro ?? tool.description}</p>
        </div>
        {printable ? (
          <Button variant="outline" onClick={() => window.print()} data-print-hide="">
            Print
          </Button>
        ) : null}
      </Heading>
      {children}
      <RelatedToolLinks tool={tool} />
    </PageContainer>
  );
}

function ToolPageFromContext(props: ToolPageLayoutProps) {
  return <ToolPageFrame {...props} tool={useToolPageInfo()} />;
}

/**
 * The frame of every free tool page: breadcrumb "Free tools › Tool", the h1 and intro, a print button, related
 * tools and guides, and the page's head (title, description, canonical URL, JSON-LD). A tool screen renders its
 * content inside it; the catalogue entry comes from ToolPage unless `tool` is given.
 */
export function ToolPageLayout(props: ToolPageLayoutProps) {
  return props.tool ? <ToolPageFrame {...props} tool={props.tool} /> : <ToolPageFromContext {...props} />;
}
