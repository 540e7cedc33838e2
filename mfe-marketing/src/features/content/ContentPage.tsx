import type { ReactNode } from 'react';
import { useLocation } from '@prohive/shared';
import styled from 'styled-components';
import { usePageSeo } from '../../lib/seo/usePageSeo';
import { Sections } from './ContentBlocks';
import { ClosingCta, Columns, Container, PageBody, PageHero, Prose } from '../../components/layout';
import { OnThisPage } from './OnThisPage';
import type { ContentPageData } from '../../lib/contentTypes';

/** Pages with this many sections or more get an "On this page" column on wide screens. */
const TOC_MIN_SECTIONS = 4;

const Updated = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface ContentPageProps {
  page: ContentPageData;
  /** Extra structured data for this page. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
  /** Defaults to the current path. */
  canonicalPath?: string;
  /** Interactive parts (a calculator, an accordion) placed before the written sections. */
  children?: ReactNode;
}

/** A marketing page made of copy: hero, sections, closing call to action, with its title and meta. */
export function ContentPage({ page, jsonLd, canonicalPath, children }: ContentPageProps) {
  const { pathname } = useLocation();
  usePageSeo({
    title: page.title,
    description: page.description,
    canonicalPath: canonicalPath ?? pathname,
    jsonLd,
  });
  const withToc = page.sections.length >= TOC_MIN_SECTIONS;
  return (
    <article>
      <PageHero
        heading={page.heading ?? page.title}
        intro={page.intro}
        eyebrow={page.eyebrow}
        actions={page.actions}
      >
        {page.lastUpdated && <Updated>Last updated {page.lastUpdated}</Updated>}
      </PageHero>
      <PageBody>
        <Container>
          {children}
          <Columns $withToc={withToc}>
            <Prose>
              <Sections sections={page.sections} />
            </Prose>
            {withToc && (
              <aside>
                <OnThisPage sections={page.sections} />
              </aside>
            )}
          </Columns>
          {page.closing && <ClosingCta {...page.closing} />}
        </Container>
      </PageBody>
    </article>
  );
}
