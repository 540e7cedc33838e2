import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createTestStore } from '@prohive/shared/testing';
import { blogSite, HOSTILE_POST, PRO_POST, YOAST_POST } from '../../../testing/blogFixtures';
import { EXECUTABLE_MARKUP } from '../../../testing/hostileHtml';
import { withFakeWordPress } from '../../../testing/renderBlog';
import { articleApi } from '../articleEndpoints';
import { blogApi, useGetBlogPostsQuery } from '../blogEndpoints';

const site = withFakeWordPress(() => blogSite());

describe('blog endpoints on the shell’s api slice', () => {
  it('serves a page of posts from the configured WordPress, rewritten to this site', async () => {
    const store = createTestStore();
    const result = await store.dispatch(blogApi.endpoints.getBlogPosts.initiate({ perPage: 8 }));

    const [request] = site.current.requestsTo('/wp/v2/posts');
    expect(request!.toString()).toMatch(/^https:\/\/blog\.example\.com\/wp-json\/wp\/v2\/posts\?/);
    expect(request!.searchParams.get('per_page')).toBe('8');
    expect(result.data?.failed).toBe(false);
    const pipes = result.data?.posts.find((post) => post.id === String(YOAST_POST.id));
    expect(pipes).toMatchObject({
      title: 'Why Your Pipes Freeze – and How to Stop It',
      author: YOAST_POST.authorName,
      category: 'Plumbing',
    });
  });

  it('asks a list only for what a card shows: no bodies, no Yoast head', async () => {
    const store = createTestStore();
    const result = await store.dispatch(blogApi.endpoints.getBlogPosts.initiate({ perPage: 8 }));
    const fields = site.current.requestsTo('/wp/v2/posts')[0]!.searchParams.get('_fields')!.split(',');
    expect(fields).not.toContain('content');
    expect(fields).not.toContain('yoast_head_json');
    expect(result.data?.posts.length).toBeGreaterThan(0);
    for (const post of result.data!.posts) {
      expect(post.content).toBe('');
      expect(post.seo).toBeUndefined();
    }
  });

  it('serves a post with its body sanitised and rewritten to this site', async () => {
    const store = createTestStore();
    const pipes = await store.dispatch(articleApi.endpoints.getBlogPostBySlug.initiate(YOAST_POST.slug));
    expect(pipes.data?.content).toContain(`href="${window.location.origin}/winter-checklist/"`);

    const hostile = await store.dispatch(articleApi.endpoints.getBlogPostBySlug.initiate(HOSTILE_POST.slug));
    expect(hostile.data?.content).toContain('Start with the windows.');
    expect(hostile.data?.content).not.toMatch(EXECUTABLE_MARKUP);
  });

  it('delivers a failure as data (the §8 empty result), not as a query error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    site.current.update({ down: true });
    const result = await createTestStore().dispatch(blogApi.endpoints.getBlogPosts.initiate());
    expect(result.isError).toBe(false);
    expect(result.data).toEqual({ posts: [], totalPages: 0, total: 0, failed: true });
  });

  it('keys related posts by post id, category and limit only', async () => {
    const store = createTestStore();
    const related = blogApi.endpoints.getRelatedPosts;
    await store.dispatch(related.initiate({ post: { id: '412', categoryId: 7 } }));
    const wholePost = { id: '412', categoryId: 7, title: 'Why Your Pipes Freeze', content: '<p>…</p>' };
    await store.dispatch(related.initiate({ post: wholePost }));
    expect(site.current.urls).toHaveLength(1);
    expect(site.current.urls[0]!.searchParams.get('exclude')).toBe('412');

    await store.dispatch(related.initiate({ post: wholePost, limit: 2 }));
    expect(site.current.urls).toHaveLength(2);
    expect(Object.keys(store.getState().api.queries)).toEqual([
      expect.stringMatching(/^getRelatedPosts\(/),
      expect.stringMatching(/^getRelatedPosts\(/),
    ]);
  });

  it('reports a read to the popular-posts counter', async () => {
    const result = await createTestStore().dispatch(blogApi.endpoints.reportBlogView.initiate(PRO_POST.id));
    expect(result.data).toBe(true);
    expect(site.current.viewReports).toHaveLength(1);
  });

  it('feeds the hooks the pages use', async () => {
    const store = createTestStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useGetBlogPostsQuery({ perPage: 8 }), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.posts.length).toBeGreaterThan(0);
  });
});
