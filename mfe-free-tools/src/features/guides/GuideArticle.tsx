import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from '@prohive/shared';
import { usePageTitle } from '@prohive/ui';
import styled from 'styled-components';
import { GuideBlock } from './GuideBlocks';
import { GUIDE_SHELF } from './guideShelf';
import { guideWordCount, readingMinutes, tableOfContents } from './guideText';
import { TableOfContents, goToSection } from './TableOfContents';
import type { Guide } from './types';

/** Wide enough for a side column of contents next to a 70-character text column. */
const WIDE = '(min-width: 1000px)';

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(5)}
    ${({ theme }) => theme.space(16)};

  @media ${({ theme }) => theme.breakpoints.mobile} {
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)}
      ${({ theme }) => theme.space(12)};
  }

  @media ${WIDE} {
    display: grid;
    grid-template-columns: 16rem minmax(0, 1fr);
    grid-template-areas:
      'head head'
      'toc body';
    column-gap: ${({ theme }) => theme.space(12)};
    align-items: start;
  }

  @media print {
    display: block;
    max-width: none;
    padding: 0;
  }
`;

const Header = styled.header`
  grid-area: head;
  max-width: 70ch;
  margin-bottom: ${({ theme }) => theme.space(8)};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: clamp(1.75rem, 1.2rem + 2vw, 2.5rem);
    line-height: 1.2;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: 1.6;
  }
`;

const Meta = styled.p`
  && {
    margin-top: ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Contents = styled(TableOfContents)`
  grid-area: toc;
  margin-bottom: ${({ theme }) => theme.space(8)};

  @media ${WIDE} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(6)});
    max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - ${({ theme }) => theme.space(12)});
    overflow-y: auto;
    margin-bottom: 0;
  }
`;

const Body = styled.div`
  grid-area: body;
  min-width: 0;
  max-width: 72ch;
  font-size: 1.0625rem;
  line-height: 1.75;
  overflow-wrap: break-word;

  p,
  ul,
  ol {
    margin: 0 0 1.1em;
  }
  ul,
  ol {
    padding-left: 1.5em;
  }
  li + li {
    margin-top: 0.4em;
  }
  h2 {
    margin: 2.2em 0 0.6em;
    font-size: ${({ theme }) => theme.fontSize.xl};
    line-height: 1.3;
  }
  h3 {
    margin: 1.6em 0 0.5em;
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: 1.35;
  }
  section {
    /* Clear of the fixed site header when a contents link or a shared address scrolls here. */
    scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(4)});
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration-thickness: 1px;
    text-underline-offset: 2px;
  }

  @media print {
    max-width: none;
    font-size: 11pt;
    line-height: 1.5;

    h2,
    h3 {
      break-after: avoid;
    }
    /* Paper cannot be clicked: print where each link goes. */
    a[href^='/']::after {
      content: ' (' attr(href) ')';
      font-size: 0.85em;
    }
  }
`;

const Shelf = styled.section`
  margin-top: ${({ theme }) => theme.space(12)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    padding: 0;
    list-style: none;
  }
  li + li {
    margin-top: 0;
  }
  li p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  @media print {
    display: none;
  }
`;

const reviewedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "2026-11-20" → "November 20, 2026", the same on the server and in every viewer's time zone. */
export function formatReviewed(isoDate: string): string {
  return reviewedFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

export interface GuideArticleProps {
  guide: Guide;
  /** Above the heading: the tool page's breadcrumb. */
  before?: ReactNode;
  /** After the "keep reading" shelf: the catalogue's related tools. */
  after?: ReactNode;
}

/**
 * One guide: title, reading time, review date, contents, the sections and where to go next. The head tags
 * (description, canonical URL, Article JSON-LD) come from the tool page around it, as for every tool.
 */
export function GuideArticle({ guide, before, after }: GuideArticleProps) {
  usePageTitle(guide.title);
  const { hash } = useLocation();
  const arrivalHash = useRef(hash);
  const entries = tableOfContents(guide);
  const minutes = readingMinutes(guideWordCount(guide));

  // Arriving with #section (a shared link): the article rendered after the browser looked for the anchor.
  useEffect(() => {
    // Only on arrival; later hash changes come from the contents links, which scroll themselves.
    const id = decodeURIComponent(arrivalHash.current.slice(1));
    if (id) goToSection(id);
  }, []);

  const others = GUIDE_SHELF.filter((entry) => entry.slug !== guide.slug);
  return (
    <Page as="article" aria-labelledby="guide-title">
      <Header>
        {before}
        <h1 id="guide-title">{guide.title}</h1>
        <p>{guide.summary}</p>
        <Meta>
          {minutes} min read · Last reviewed{' '}
          <time dateTime={guide.lastReviewed}>{formatReviewed(guide.lastReviewed)}</time>
        </Meta>
      </Header>
      <Contents entries={entries} />
      <Body>
        {guide.intro.map((block, index) => (
          <GuideBlock key={index} block={block} />
        ))}
        {guide.sections.map((section) => (
          <section key={section.id} id={section.id}>
            {/* Focusable from script only: the contents links move focus here. */}
            <h2 tabIndex={-1}>{section.heading}</h2>
            {section.blocks.map((block, index) => (
              <GuideBlock key={index} block={block} />
            ))}
          </section>
        ))}
        <Shelf aria-labelledby="guide-next-heading">
          <h2 id="guide-next-heading">Keep reading</h2>
          <ul>
            {others.map((entry) => (
              <li key={entry.slug}>
                <Link to={`/free-tools/${entry.slug}`}>{entry.title}</Link>
                <p>{entry.blurb}</p>
              </li>
            ))}
            <li>
              <Link to="/free-tools">All free tools</Link>
              <p>Calculators, templates and planners that put these guides to work.</p>
            </li>
          </ul>
        </Shelf>
        {after}
      </Body>
    </Page>
  );
}
