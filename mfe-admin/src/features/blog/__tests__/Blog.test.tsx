import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import type { Schemas } from '@prohive/shared';
import ArticleEditorPage from '../../../pages/ArticleEditorPage';
import ArticlesPage from '../../../pages/ArticlesPage';
import { adminUser, customer } from '../../../testing/fixtures';
import { ok, page, renderAdmin, type Respond } from '../../../testing/renderAdmin';

beforeEach(() => {
  jest.spyOn(toast, 'success').mockImplementation(() => 1);
});

const options: Schemas['AdminArticleOptions'] = {
  authors: [{ id: 90, name: 'Ada Admin' }],
  categories: [
    { id: 1, name: 'Plumbing', slug: 'plumbing' },
    { id: 2, name: 'Painting', slug: 'painting' },
  ],
  media: [{ id: 3, title: 'Tools', url: '/api/wp-content/uploads/blog/tools.svg' }],
};

function article(overrides: Partial<Schemas['AdminArticle']> = {}): Schemas['AdminArticle'] {
  return {
    id: 21,
    title: 'Fixing taps',
    slug: 'fixing-taps',
    excerpt: '',
    content: '<p>Turn off the water.</p>',
    author: { id: 90, name: 'Ada Admin' },
    categories: [{ id: 1, name: 'Plumbing', slug: 'plumbing' }],
    featured_media_id: null,
    seo_title: null,
    seo_description: null,
    status: 'draft',
    link: '/blog/fixing-taps',
    modified_at: '2026-11-25T10:00:00.000Z',
    published_at: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

function editor(route: string, respond: Respond) {
  return renderAdmin('/admin/articles/:id', <ArticleEditorPage />, { user: adminUser, route, respond });
}

describe('blog authoring', () => {
  it('lists articles with their status', async () => {
    renderAdmin('/admin/articles', <ArticlesPage />, {
      user: adminUser,
      respond: () => page([article(), article({ id: 22, title: 'Painting walls', status: 'publish' })]),
    });
    expect(await screen.findByRole('link', { name: 'Painting walls' })).toHaveAttribute(
      'href',
      '/admin/articles/22',
    );
    expect(screen.getByText('published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/admin/articles/new');
  });

  it('checks a new article inline, then creates the draft and opens it', async () => {
    const user = userEvent.setup();
    const { calls } = editor('/admin/articles/new', (call) => {
      if (call.path === '/api/admin/articles/options') return ok({ data: options });
      if (call.method === 'POST' && call.path === '/api/admin/articles')
        return { status: 201, body: { data: article() } };
      if (call.path === '/api/admin/articles/21') return ok({ data: article() });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(screen.getByText('Give the article a title.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one category.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // Pasted, not typed: a whole article keystroke by keystroke is slow and tests nothing more.
    await user.click(screen.getByRole('textbox', { name: 'Title' }));
    await user.paste('Fixing taps');
    await user.click(screen.getByRole('textbox', { name: 'Content (HTML)' }));
    await user.paste('<p>Turn off the water.</p>');
    await user.click(screen.getByRole('checkbox', { name: 'Plumbing' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Author' }), '90');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('heading', { name: 'Fixing taps', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/articles/21');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Fixing taps',
      content: '<p>Turn off the water.</p>',
      author_id: 90,
      category_ids: [1],
      featured_media_id: null,
    });
  });

  it('previews the api’s sanitised HTML in an empty sandbox, never the raw textarea', async () => {
    const user = userEvent.setup();
    editor('/admin/articles/21', (call) => {
      if (call.path === '/api/admin/articles/options') return ok({ data: options });
      return ok({ data: article() });
    });
    const preview = await screen.findByTitle('Article preview');
    expect(preview).toHaveAttribute('sandbox', '');
    await user.click(screen.getByRole('textbox', { name: 'Content (HTML)' }));
    await user.paste('<script>alert(1)</script>');
    expect(preview.getAttribute('srcdoc')).toContain('<p>Turn off the water.</p>');
    expect(preview.getAttribute('srcdoc')).not.toContain('<script>');
    expect(screen.getByText('Unsaved changes: save to see them here.')).toBeInTheDocument();
  });

  it('publishes a draft and unpublishes after confirming', async () => {
    const user = userEvent.setup();
    let status: 'draft' | 'publish' = 'draft';
    const { calls } = editor('/admin/articles/21', (call) => {
      if (call.path === '/api/admin/articles/options') return ok({ data: options });
      if (call.path.endsWith('/publish')) status = 'publish';
      if (call.path.endsWith('/unpublish')) status = 'draft';
      return ok({ data: article({ status }) });
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    const dialog = screen.getByRole('dialog', { name: 'Unpublish this article?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/articles/21/publish',
      '/api/admin/articles/21/unpublish',
    ]);
  });

  it('is not allowed for a customer', async () => {
    renderAdmin('/admin/articles', <ArticlesPage />, { user: customer, respond: () => page([]) });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  });
});
