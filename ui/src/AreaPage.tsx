import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageTitle } from './usePageTitle';

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
  intro: ReactNode;
  children?: ReactNode;
}

/** A plain page frame: its title (through usePageTitle), one h1 and a short description of the area. */
export function AreaPage({ title, heading, intro, children }: AreaPageProps) {
  usePageTitle(title);
  return (
    <Section aria-labelledby="area-page-heading">
      <h1 id="area-page-heading">{heading ?? title}</h1>
      <Intro>{intro}</Intro>
      {children}
    </Section>
  );
}
