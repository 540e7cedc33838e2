import { useId } from 'react';
import { useSearchParams } from '@prohive/shared';
import { Eyebrow, PageHeader, Section } from '../components/PageContainer';
import { useScrollToTop } from '../features/frame/useScrollToTop';
import { BLOG_PAGE_SIZE, PostListing } from '../features/listing/PostListing';
import { usePageParam } from '../features/listing/usePageParam';
import { PopularPosts } from '../components/PopularPosts';
import { SiteSearchForm } from '../features/search/SiteSearchForm';
import { JobResults } from '../features/search/JobResults';
import { ServiceResults } from '../features/search/ServiceResults';
import { SERVICE_CATEGORIES, matchServices } from '../features/search/serviceCategories';
import { PageContainer, Button, usePageTitle } from '@prohive/ui';
import { useDocumentHead } from '@prohive/ui';

// Result pages are endless variations of one page; crawlers should follow them, not index them.
const SEARCH_HEAD = { meta: [{ name: 'robots', content: 'noindex, follow' }] };

/** Long queries are cut in the title so the tab and the browser history stay readable. */
function quoted(term: string): string {
  return `“${term.length > 60 ? `${term.slice(0, 59)}…` : term}”`;
}

function EmptyQuery() {
  const servicesId = useId();
  return (
    <>
      <Section aria-labelledby={servicesId}>
        <h2 id={servicesId}>Browse services</h2>
        <ServiceResults services={SERVICE_CATEGORIES} />
      </Section>
      <PopularPosts />
    </>
  );
}

function Results({ term }: { term: string }) {
  const page = usePageParam();
  const services = matchServices(term);
  const servicesId = useId();
  const articlesId = useId();
  const jobsId = useId();
  useScrollToTop(`${term}|${page}`);
  return (
    <>
      {services.length > 0 && page === 1 ? (
        <Section aria-labelledby={servicesId}>
          <h2 id={servicesId}>Services</h2>
          <ServiceResults services={services} />
        </Section>
      ) : null}
      {page === 1 ? (
        <Section aria-labelledby={jobsId}>
          <h2 id={jobsId}>Open jobs</h2>
          <JobResults term={term} />
        </Section>
      ) : null}
      <Section aria-labelledby={articlesId}>
        <h2 id={articlesId}>Articles</h2>
        <PostListing
          query={{ search: term }}
          page={page}
          perPage={BLOG_PAGE_SIZE}
          label="Search result pages"
          empty={{
            title: `No articles match ${quoted(term)}`,
            text: 'Check the spelling, try fewer or more general words, or browse the blog by category.',
            actions: (
              <Button to="/blog" variant="outline">
                Browse all articles
              </Button>
            ),
          }}
        />
      </Section>
    </>
  );
}

/** /search?q={term}: site search — blog posts through WordPress's search, the service categories and open jobs. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const term = params.get('q')?.trim() ?? '';
  usePageTitle(term ? `Search results for ${quoted(term)}` : 'Search');
  useDocumentHead(SEARCH_HEAD);

  return (
    <PageContainer>
      <PageHeader>
        <Eyebrow>Search</Eyebrow>
        <h1>{term ? `Results for ${quoted(term)}` : 'What can we help you find?'}</h1>
        {term ? null : <p>Search Prohive’s articles, services and open jobs by keyword.</p>}
      </PageHeader>
      <SiteSearchForm initial={term} />
      {term ? <Results key={term} term={term} /> : <EmptyQuery />}
    </PageContainer>
  );
}
