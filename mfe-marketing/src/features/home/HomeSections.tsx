import { Link } from '@prohive/shared';
import { Button, SearchForm, Stars } from '@prohive/ui';
import styled from 'styled-components';
import { Container } from '../../components/layout';
import { ServiceIcon } from '../../components/ServiceIcon';
import { SERVICE_TITLES } from '../../lib/serviceNames';
import {
  ADVANTAGES,
  HERO_HEADING,
  HERO_STATS,
  HOW_IT_WORKS,
  POPULAR_SERVICES,
  STATS_STRIP,
  TRUST_STRIP,
  WHY_CHOOSE,
} from './homeCopy';
import { RotatingWord } from './RotatingWord';

export const Band = styled.section<{ $muted?: boolean }>`
  padding: ${({ theme }) => theme.space(20)} 0;
  background: ${({ theme, $muted }) => ($muted ? theme.colors.surfaceMuted : 'transparent')};
`;

export const SectionHeading = styled.div`
  max-width: 720px;
  margin: 0 auto ${({ theme }) => theme.space(10)};
  text-align: center;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: clamp(1.75rem, 1.3rem + 1.5vw, 2.375rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const HeroWrap = styled.section`
  padding: ${({ theme }) => theme.space(16)} 0 ${({ theme }) => theme.space(14)};
  background:
    radial-gradient(1200px 500px at 10% -10%, ${({ theme }) => theme.colors.primarySoft}, transparent 70%),
    ${({ theme }) => theme.colors.background};
`;

const HeroGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.55fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(12)};
  align-items: center;

  @media (max-width: 960px) {
    grid-template-columns: 1fr;
  }

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSize.display};
    line-height: 1.08;
    letter-spacing: -0.02em;
  }
`;

const Tagline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: 1.4;
`;

const Popular = styled.nav`
  margin-top: ${({ theme }) => theme.space(6)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
    transition: border-color ${({ theme }) => theme.motion.fast};
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  a svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const HeroActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

const Trust = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: ${({ theme }) => theme.space(8)} 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Tick = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const TickIcon = () => (
  <Tick aria-hidden="true">
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      focusable="false"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  </Tick>
);

const StatPanel = styled.aside`
  padding: ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  li ${Tick} {
    width: 32px;
    height: 32px;
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 800;
  }
`;

/** Above the fold: heading, rotating word, search, popular services, trust strip and the pro figures. */
export function HomeHero() {
  return (
    <HeroWrap aria-labelledby="home-heading">
      <Container>
        <HeroGrid>
          <div>
            <h1 id="home-heading">{HERO_HEADING}</h1>
            <Tagline>
              Free quotes for any job around the home, office or business, from local pros who are{' '}
              <RotatingWord />
            </Tagline>
            <SearchForm />
            <Popular aria-labelledby="home-popular-heading">
              <h2 id="home-popular-heading">Popular services</h2>
              <ul>
                {POPULAR_SERVICES.map((slug) => (
                  <li key={slug}>
                    <Link to={`/services/${slug}`}>
                      <ServiceIcon slug={slug} size={28} />
                      {SERVICE_TITLES[slug]}
                    </Link>
                  </li>
                ))}
              </ul>
            </Popular>
            <Trust aria-label="Why customers trust Prohive">
              <li>
                <Stars rating={TRUST_STRIP.rating} size={16} />
                {TRUST_STRIP.ratingText}
              </li>
              <li>{TRUST_STRIP.users}</li>
              <li>{TRUST_STRIP.responses}</li>
            </Trust>
          </div>
          <StatPanel aria-labelledby="home-pros-heading">
            <h2 id="home-pros-heading">Pros you can count on</h2>
            <ul>
              {HERO_STATS.map((stat) => (
                <li key={stat.text}>
                  <TickIcon />
                  <span>
                    {stat.before}
                    <strong>{stat.strong}</strong>
                    {stat.after}
                  </span>
                </li>
              ))}
            </ul>
            <HeroActions>
              <Button to="/create-job" size="lg" fullWidth>
                Post a Project
              </Button>
              <Button to="/professionals" size="lg" variant="outline" fullWidth>
                Browse Pros
              </Button>
            </HeroActions>
          </StatPanel>
        </HeroGrid>
      </Container>
    </HeroWrap>
  );
}

const StatsBand = styled.section`
  padding: ${({ theme }) => theme.space(10)} 0;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  dl {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(6)};
    margin: 0;
    text-align: center;
  }
  dl div {
    display: flex;
    flex-direction: column-reverse;
  }
  dd {
    margin: 0;
    font-size: clamp(1.75rem, 1.2rem + 1.6vw, 2.5rem);
    font-weight: 800;
    color: ${({ theme }) => theme.colors.text};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  @media (max-width: 760px) {
    dl {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

export function StatsStrip() {
  return (
    <StatsBand aria-label="Prohive in numbers">
      <Container>
        <dl>
          {STATS_STRIP.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </StatsBand>
  );
}

const StepList = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(8)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  @media (max-width: 860px) {
    grid-template-columns: 1fr;
  }
  li {
    counter-increment: step;
    text-align: center;
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 56px;
    height: 56px;
    margin: 0 auto ${({ theme }) => theme.space(4)};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 800;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    max-width: 34ch;
    margin: 0 auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const CenteredActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(10)};
`;

export function HowItWorks() {
  return (
    <Band aria-labelledby="home-how-heading">
      <Container>
        <SectionHeading>
          <h2 id="home-how-heading">How Prohive works</h2>
          <p>From to-do to done in three steps.</p>
        </SectionHeading>
        <StepList>
          {HOW_IT_WORKS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </StepList>
        <CenteredActions>
          <Button to="/create-job" size="lg">
            Post a Project
          </Button>
          <Button to="/professionals" size="lg" variant="outline">
            Browse Pros
          </Button>
        </CenteredActions>
      </Container>
    </Band>
  );
}

const FeatureGrid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 1024px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
  li {
    padding: ${({ theme }) => theme.space(7)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
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

export function WhyChoose() {
  return (
    <Band $muted aria-labelledby="home-why-heading">
      <Container>
        <SectionHeading>
          <h2 id="home-why-heading">Why people choose Prohive</h2>
          <p>Homeowners, business owners and property managers use Prohive to hire with confidence.</p>
        </SectionHeading>
        <FeatureGrid $columns={3}>
          {WHY_CHOOSE.map((card) => (
            <li key={card.title}>
              <TickIcon />
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          ))}
        </FeatureGrid>
      </Container>
    </Band>
  );
}

export function Advantages() {
  return (
    <Band aria-labelledby="home-advantages-heading">
      <Container>
        <SectionHeading>
          <h2 id="home-advantages-heading">The Prohive advantage</h2>
          <p>Every job on Prohive comes with the same four promises.</p>
        </SectionHeading>
        <FeatureGrid $columns={4}>
          {ADVANTAGES.map((card) => (
            <li key={card.title}>
              <TickIcon />
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          ))}
        </FeatureGrid>
      </Container>
    </Band>
  );
}

const Closing = styled.section`
  padding: ${({ theme }) => theme.space(20)} 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  text-align: center;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: clamp(1.75rem, 1.3rem + 1.5vw, 2.5rem);
  }
  p {
    max-width: 56ch;
    margin: 0 auto;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p.pro-link {
    margin-top: ${({ theme }) => theme.space(8)};
  }
  p.pro-link a {
    color: inherit;
    font-weight: 600;
  }
`;

// On the brand-coloured band the usual primary button would vanish, so the actions invert.
const InverseButton = styled(Button)`
  background: ${({ theme }) => theme.colors.primaryText};
  border-color: ${({ theme }) => theme.colors.primaryText};
  color: ${({ theme }) => theme.colors.primary};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryText};
    filter: brightness(0.94);
  }
`;

const GhostInverse = styled(Button)`
  background: transparent;
  border-color: ${({ theme }) => theme.colors.primaryText};
  color: ${({ theme }) => theme.colors.primaryText};

  &:hover:not(:disabled) {
    background: transparent;
    filter: none;
    text-decoration: underline;
  }
`;

export function ClosingCallToAction() {
  return (
    <Closing aria-labelledby="home-closing-heading">
      <Container>
        <h2 id="home-closing-heading">Ready to get it done?</h2>
        <p>
          Post your project in about two minutes and compare free quotes from verified local pros. No
          obligation to hire.
        </p>
        <CenteredActions>
          <InverseButton to="/create-job" size="lg">
            Post a Project
          </InverseButton>
          <GhostInverse to="/professionals" size="lg">
            Browse Pros
          </GhostInverse>
        </CenteredActions>
        <p className="pro-link">
          <Link to="/for-providers">Are you a service professional? Grow your business with Prohive.</Link>
        </p>
      </Container>
    </Closing>
  );
}
