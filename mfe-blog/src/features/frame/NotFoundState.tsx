import styled from 'styled-components';
import { PopularPosts } from '../../components/PopularPosts';
import { Button, RefreshIcon, usePageTitle, PageContainer, useDocumentHead } from '@prohive/ui';

const Panel = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(4)};
  text-align: center;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: clamp(1.75rem, 1.2rem + 2vw, 2.5rem);
  }
  p {
    margin: 0 auto;
    max-width: 52ch;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Code = styled.p`
  && {
    margin-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 800;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

const Retry = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

// A missing article or category must not be indexed as a page of the site.
const NOT_FOUND_HEAD = { meta: [{ name: 'robots', content: 'noindex, follow' }] };

export interface NotFoundStateProps {
  /** Document title and heading. */
  title: string;
  text: string;
  /** Offers to ask the source again, for when "not found" may have been a failed read. */
  onRetry?: () => void;
}

/**
 * An article or category the blog does not have: a real page that says so (not a crash, not a blank), with
 * ways on — the blog, search, home — and the most popular articles.
 */
export function NotFoundState({ title, text, onRetry }: NotFoundStateProps) {
  usePageTitle(title);
  useDocumentHead(NOT_FOUND_HEAD);
  return (
    <PageContainer>
      <Panel aria-labelledby="blog-not-found-heading">
        <Code>Not found</Code>
        <h1 id="blog-not-found-heading">{title}</h1>
        <p>{text}</p>
        <Actions>
          <Button to="/blog" size="lg">
            Browse all articles
          </Button>
          <Button to="/search" size="lg" variant="outline">
            Search the blog
          </Button>
          <Button to="/" size="lg" variant="ghost">
            Go to the home page
          </Button>
        </Actions>
        {onRetry ? (
          <Retry>
            <Button variant="link" onClick={onRetry}>
              <RefreshIcon /> Try loading it again
            </Button>
          </Retry>
        ) : null}
      </Panel>
      <PopularPosts title="Popular articles you might like instead" />
    </PageContainer>
  );
}
