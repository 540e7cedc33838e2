import type { ReactNode } from 'react';
import { useLocation } from '@prohive/shared';
import styled from 'styled-components';
import { usePageSeo } from '../seo/usePageSeo';

const Section = styled.section`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(5)};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: clamp(1.75rem, 1.2rem + 2vw, 2.5rem);
    line-height: 1.2;
  }
`;

const Intro = styled.p`
  max-width: 65ch;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.125rem;
  line-height: 1.6;
`;

export interface AreaPageProps {
  /** Document title (the brand suffix is added by usePageTitle); also the heading unless `heading` is set. */
  title: string;
  heading?: string;
  intro: string;
  /** Meta description; the intro when not given. */
  description?: string;
  children?: ReactNode;
}

/** A plain frame: title, meta, one h1 and a short description. Used by the standalone-only screens. */
export function AreaPage({ title, heading, intro, description, children }: AreaPageProps) {
  const { pathname } = useLocation();
  usePageSeo({ title, description: description ?? intro, canonicalPath: pathname });
  return (
    <Section aria-labelledby="area-page-heading">
      <h1 id="area-page-heading">{heading ?? title}</h1>
      <Intro>{intro}</Intro>
      {children}
    </Section>
  );
}
