import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createTestStore } from '@prohive/shared/testing';
import { blogSite, PRO_POST, YOAST_POST } from '../../../testing/blogFixtures';
import { withFakeWordPress } from '../../../testing/renderBlog';
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
    expect(pipes?.content).toContain(`href="${window.location.origin}/winter-checklist/"`);
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
