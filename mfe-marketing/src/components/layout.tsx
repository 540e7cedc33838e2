import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@prohive/ui';
import type { PageAction } from '../lib/contentTypes';

/** Page-width column used by every marketing section. */
export const Container = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(6)};

  @media ${({ theme }) => theme.breakpoints.mobile} {
    padding: 0 ${({ theme }) => theme.space(4)};
  }
`;

/** Reading-width column for long copy. */
export const Prose = styled.div`
  max-width: 760px;
  font-size: 1.0625rem;
  line-height: 1.7;

  h2 {
    margin: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h2:first-child {
    margin-top: 0;
  }
  ul {
    margin: 0 0 1em;
    padding-left: 1.25em;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const HeroBand = styled.header`
  background: ${({ theme }) => theme.colors.primarySoft};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space(14)} 0 ${({ theme }) => theme.space(12)};

  @media ${({ theme }) => theme.breakpoints.mobile} {
    padding: ${({ theme }) => theme.space(8)} 0;
  }

  h1 {
    max-width: 22ch;
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: clamp(2rem, 1.4rem + 2.4vw, 3rem);
    line-height: 1.12;
  }
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const Lead = styled.p`
  max-width: 62ch;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1.6;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(7)};

  /* A long label ("See appliance repair professionals") wraps inside the column on a phone instead of
     widening the page; the fixed button height still holds two lines. */
  & > * {
    max-width: 100%;
    white-space: normal;
    text-align: center;
  }
`;

export function ActionButtons({ actions }: { actions: readonly PageAction[] }) {
  return (
    <Actions>
      {actions.map((action) => (
        <Button key={action.to + action.label} to={action.to} variant={action.variant ?? 'default'} size="lg">
          {action.label}
        </Button>
      ))}
    </Actions>
  );
}

export interface PageHeroProps {
  heading: string;
  intro: ReactNode;
  eyebrow?: string;
  actions?: readonly PageAction[];
  /** Shown between the lead paragraph and the actions. */
  children?: ReactNode;
}

/** The band every inner page opens with: its one h1, a lead paragraph and optional actions. */
export function PageHero({ heading, intro, eyebrow, actions, children }: PageHeroProps) {
  return (
    <HeroBand>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{heading}</h1>
        <Lead>{intro}</Lead>
        {children}
        {actions && actions.length > 0 && <ActionButtons actions={actions} />}
      </Container>
    </HeroBand>
  );
}

export const PageBody = styled.div`
  padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(16)};

  @media ${({ theme }) => theme.breakpoints.mobile} {
    padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(12)};
  }
`;

export const Card = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.6;
  }
`;

export const CardGrid = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = 240 }) => $min}px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(6)};
`;

const ClosingBand = styled.section`
  margin-top: ${({ theme }) => theme.space(14)};
  padding: ${({ theme }) => theme.space(10)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  p {
    max-width: 60ch;
    margin: 0 auto;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  > div {
    justify-content: center;
  }

  @media ${({ theme }) => theme.breakpoints.mobile} {
    padding: ${({ theme }) => theme.space(7)} ${({ theme }) => theme.space(5)};
  }
`;

export function ClosingCta({
  heading,
  text,
  actions,
}: {
  heading: string;
  text: string;
  actions: readonly PageAction[];
}) {
  return (
    <ClosingBand aria-label={heading}>
      <h2>{heading}</h2>
      <p>{text}</p>
      <ActionButtons actions={actions} />
    </ClosingBand>
  );
}

/** Copy beside a narrower side column on wide screens; the side column is dropped below 1024 px. */
export const Columns = styled.div<{ $withToc: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withToc }) => ($withToc ? 'minmax(0, 760px) minmax(200px, 280px)' : 'minmax(0, 1fr)')};
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(12)};

  @media (max-width: 1023.98px) {
    grid-template-columns: minmax(0, 1fr);

    > aside {
      display: none;
    }
  }
`;
