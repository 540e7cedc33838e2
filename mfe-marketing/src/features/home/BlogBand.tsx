import styled from 'styled-components';
import { Container } from '../../components/layout';
import { Band } from './HomeSections';
import { LatestBlogPosts } from './LatestBlogSection';
import { Button } from '@prohive/ui';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(8)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: clamp(1.75rem, 1.3rem + 1.5vw, 2.375rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

/** Loaded when it nears the viewport, so the blog is only read for people who scroll this far. */
export default function BlogBand() {
  return (
    <Band aria-labelledby="home-blog-heading">
      <Container>
        <Header>
          <div>
            <h2 id="home-blog-heading">Latest from the blog</h2>
            <p>Project guides, cost advice and seasonal checklists from the Prohive team.</p>
          </div>
          <Button to="/blog" variant="outline">
            View all
          </Button>
        </Header>
        <LatestBlogPosts />
      </Container>
    </Band>
  );
}
