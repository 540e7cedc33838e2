import type { ReactNode } from 'react';
import { useLocation } from '@prohive/shared';
import styled from 'styled-components';
import { usePageSeo } from '../seo/usePageSeo';
import { Sections } from './ContentBlocks';
import { ClosingCta, Container, PageBody, PageHero, Prose } from './layout';
import type { ContentPageData } from './types';

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
          <Prose>
            <Sections sections={page.sections} />
          </Prose>
          {page.closing && <ClosingCta {...page.closing} />}
        </Container>
      </PageBody>
    </article>
  );
}
