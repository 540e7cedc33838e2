import { Link } from '@prohive/shared';
import { usePageTitle } from '@prohive/shared';
import { PageContainer, PageHeader } from './PageContainer';

/** Standalone mode only: a path this remote does not own (the composed site would route it elsewhere). */
export function NotInThisRemote({ remote }: { remote: string }) {
  usePageTitle('Not part of this remote');
  return (
    <PageContainer>
      <PageHeader>
        <h1>Not part of this remote</h1>
        <p>
          The {remote} remote is running alone, and this path belongs to another part of Prohive. Run `npm
          start` at the repository root to see the whole site.
        </p>
      </PageHeader>
      <Link to="/blog">Go to the blog</Link>
    </PageContainer>
  );
}
