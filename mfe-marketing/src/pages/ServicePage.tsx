import { Link, Navigate, useParams, useSiteOrigin } from '@prohive/shared';
import { Stars } from '@prohive/ui';
import styled from 'styled-components';
import { Sections } from '../features/content/ContentBlocks';
import { Card, ClosingCta, Columns, Container, PageBody, PageHero, Prose } from '../components/layout';
import { ADVANTAGES } from '../features/home/homeCopy';
import type { ContentSection } from '../lib/contentTypes';
import { LiveCounts } from '../features/services/LiveCounts';
import { ServiceIcon } from '../components/ServiceIcon';
import {
  SERVICES,
  SERVICE_SLUGS,
  serviceFor,
  serviceInSentence,
  withArticle,
  type ServiceContent,
} from '../lib/serviceCategories';
import { STRUCTURED_DATA_DEFAULTS, serviceJsonLd } from '../lib/seo/structuredData';
import { usePageSeo } from '../lib/seo/usePageSeo';

const Description = styled.p`
  max-width: 62ch;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const WhyCard = styled(Card)`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(6)});

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul {
    margin: ${({ theme }) => theme.space(4)} 0 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(4)};
  }
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  p {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Rating = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const OtherServices = styled.nav`
  margin-top: ${({ theme }) => theme.space(12)};

  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

function sectionsFor(service: ServiceContent): ContentSection[] {
  const trade = serviceInSentence(service.title);
  return [
    { heading: `Common ${trade} jobs`, blocks: [{ kind: 'list', items: service.commonJobs }] },
    { heading: 'Before you hire', blocks: [{ kind: 'list', items: service.hiringTips }] },
    {
      heading: `How to hire ${withArticle(trade)} pro on Prohive`,
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Post a job',
              text: 'Describe the work, add photos if you can, and choose when you need it done. It is free.',
            },
            {
              title: 'Get offers',
              text: `Verified local ${trade} pros send bids with a price and a message, often in under an hour.`,
            },
            {
              title: 'Get it done',
              text: 'Compare prices, reviews and badges, ask questions in Messages, then hire the pro you trust.',
            },
          ],
        },
        'Every job booked through Prohive is backed by our [satisfaction guarantee](/how-it-works).',
      ],
    },
  ];
}

/** /services/{service}: what the category covers, how to hire for it, and the way to its professionals. */
export default function ServicePage() {
  const { service: slug } = useParams();
  const service = serviceFor(slug);
  const path = service ? `/services/${service.slug}` : '/404';
  const origin = useSiteOrigin();
  usePageSeo({
    title: service ? `${service.title} services near you` : undefined,
    description: service
      ? `${service.description} Compare free quotes from verified local pros on Prohive.`
      : '',
    canonicalPath: path,
    jsonLd: service
      ? serviceJsonLd({
          origin,
          slug: service.slug,
          name: service.title,
          description: service.description,
        })
      : undefined,
  });
  if (!service) return <Navigate to="/404" replace />;
  const trade = serviceInSentence(service.title);
  const prosPath = `/services/${service.slug}/professionals`;
  return (
    <article>
      <PageHero
        eyebrow="Services"
        heading={`${service.title} services`}
        intro={service.description}
        actions={[
          { label: `See ${trade} professionals`, to: prosPath },
          { label: 'Post a Project', to: '/create-job', variant: 'outline' },
        ]}
      >
        <Description>{service.intro}</Description>
        <LiveCounts slug={service.slug} trade={trade} />
      </PageHero>
      <PageBody>
        <Container>
          <Columns $withToc>
            <Prose>
              <Sections sections={sectionsFor(service)} />
            </Prose>
            <aside aria-labelledby="service-why-heading">
              <WhyCard>
                <h2 id="service-why-heading">Why hire through Prohive</h2>
                <Rating>
                  <Stars rating={STRUCTURED_DATA_DEFAULTS.ratingValue} size={18} />
                  <span>4.8/5 average rating</span>
                </Rating>
                <ul>
                  {ADVANTAGES.map((advantage) => (
                    <li key={advantage.title}>
                      <strong>{advantage.title}</strong>
                      <p>{advantage.text}</p>
                    </li>
                  ))}
                </ul>
              </WhyCard>
            </aside>
          </Columns>
          <ClosingCta
            heading={`Find your ${trade} pro`}
            text={`Browse verified ${trade} professionals near you, or post your job and let them come to you.`}
            actions={[
              { label: `See ${trade} professionals`, to: prosPath },
              { label: 'Post a Project', to: '/create-job', variant: 'outline' },
            ]}
          />
          <OtherServices aria-labelledby="other-services-heading">
            <h2 id="other-services-heading">Other services</h2>
            <ul>
              {SERVICE_SLUGS.filter((other) => other !== service.slug).map((other) => (
                <li key={other}>
                  <Link to={`/services/${other}`}>
                    <ServiceIcon slug={other} size={20} />
                    {SERVICES[other].title}
                  </Link>
                </li>
              ))}
            </ul>
          </OtherServices>
        </Container>
      </PageBody>
    </article>
  );
}
