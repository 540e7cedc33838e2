import { screen, waitFor, within } from '@testing-library/react';
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
    expect(calls.some((c) => c.path === '/api/admin/articles')).toBe(false);

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
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/articles')?.body).toMatchObject({
      title: 'Fixing taps',
      content: '<p>Turn off the water.</p>',
      author_id: 90,
      category_ids: [1],
      featured_media_id: null,
    });
  });

  it('previews the unsaved text as the api sanitises it, in an empty sandbox, never the raw textarea', async () => {
    const user = userEvent.setup();
    const { calls } = editor('/admin/articles/21', (call) => {
      if (call.path === '/api/admin/articles/options') return ok({ data: options });
      if (call.path === '/api/admin/articles/preview') {
        // Stands in for the api's sanitiser: the script is dropped, the rest kept.
        const content = (call.body as { content: string }).content.replace(/<script>.*?<\/script>/g, '');
        return ok({ data: { content } });
      }
      return ok({ data: article() });
    });
    const preview = await screen.findByTitle('Article preview');
    expect(preview).toHaveAttribute('sandbox', '');
    // Opened: the saved (already sanitised) content, no request.
    expect(preview.getAttribute('srcdoc')).toContain('<p>Turn off the water.</p>');
    expect(preview.getAttribute('srcdoc')).toContain('Preview · not saved');
    expect(calls.some((c) => c.path === '/api/admin/articles/preview')).toBe(false);

    await user.click(screen.getByRole('textbox', { name: 'Content (HTML)' }));
    await user.paste('<h2>Live</h2><script>alert(1)</script>');
    await waitFor(() => expect(preview.getAttribute('srcdoc')).toContain('<h2>Live</h2>'));
    expect(preview.getAttribute('srcdoc')).not.toContain('<script>');
    const sent = calls.filter((c) => c.path === '/api/admin/articles/preview');
    // One request for the pasted text (debounced), carrying the unsaved editor content.
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      content: '<p>Turn off the water.</p><h2>Live</h2><script>alert(1)</script>',
    });
    // Nothing was saved.
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says when the preview cannot be updated', async () => {
    const user = userEvent.setup();
    editor('/admin/articles/21', (call) => {
      if (call.path === '/api/admin/articles/options') return ok({ data: options });
      if (call.path === '/api/admin/articles/preview')
        return { status: 422, body: { message: 'The content must be at most 200,000 characters.' } };
      return ok({ data: article() });
    });
    await user.click(await screen.findByRole('textbox', { name: 'Content (HTML)' }));
    await user.paste('<p>more</p>');
    expect(await screen.findByText('The content must be at most 200,000 characters.')).toBeInTheDocument();
    // The last good preview stays.
    expect(screen.getByTitle('Article preview').getAttribute('srcdoc')).toContain('Turn off the water.');
  });

  it('uploads a featured image, adds it to the choices and picks it for the article', async () => {
    // The file input's accept list would filter the wrong file out; the component checks it again anyway.
    const user = userEvent.setup({ applyAccept: false });
    let media = options.media;
    const { calls } = editor('/admin/articles/21', (call) => {
      if (call.path === '/api/admin/articles/options') return ok({ data: { ...options, media } });
      if (call.path === '/api/uploads')
        return {
          status: 201,
          body: {
            data: {
              id: '3f0c7c3e-8c5e-4e38-9d56-0a3c1f4b9a11',
              url: '/api/uploads/3f0c7c3e-8c5e-4e38-9d56-0a3c1f4b9a11',
              thumb_url: '/api/uploads/3f0c7c3e-8c5e-4e38-9d56-0a3c1f4b9a11/thumb',
              purpose: 'blog_image',
              content_type: 'image/webp',
              width: 1600,
              height: 900,
              byte_size: 1000,
            },
          },
        };
      if (call.path === '/api/admin/articles/media') {
        const added = {
          id: 8,
          title: 'Kitchen tap',
          url: '/api/uploads/3f0c7c3e-8c5e-4e38-9d56-0a3c1f4b9a11/thumb',
        };
        media = [...media, added];
        return { status: 201, body: { data: added } };
      }
      if (call.method === 'PUT') return ok({ data: article({ featured_media_id: 8 }) });
      return ok({ data: article() });
    });
    const fileInput = await screen.findByLabelText('Image file');
    // A wrong type is refused before anything is sent.
    await user.upload(fileInput, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload image' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
    expect(calls.some((c) => c.path === '/api/uploads')).toBe(false);

    await user.upload(fileInput, new File(['jpeg-bytes'], 'kitchen-tap.jpg', { type: 'image/jpeg' }));
    // The title was started from the first file's name; the author's own title replaces it.
    expect(screen.getByRole('textbox', { name: 'Image title' })).toHaveValue('notes');
    await user.clear(screen.getByRole('textbox', { name: 'Image title' }));
    await user.type(screen.getByRole('textbox', { name: 'Image title' }), 'Kitchen tap');
    await user.type(
      screen.getByRole('textbox', { name: 'Alternative text (what the image shows)' }),
      'A chrome kitchen tap',
    );
    await user.click(screen.getByRole('button', { name: 'Upload image' }));
    expect(toast.success).toHaveBeenCalledWith('Image “Kitchen tap” added and chosen.');
    expect(await screen.findByRole('option', { name: 'Kitchen tap' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Featured image' })).toHaveValue('8');
    expect(screen.getByRole('img', { name: 'Featured image: Kitchen tap' })).toHaveAttribute(
      'src',
      '/api/uploads/3f0c7c3e-8c5e-4e38-9d56-0a3c1f4b9a11/thumb',
    );
    expect(calls.find((c) => c.path === '/api/admin/articles/media')?.body).toEqual({
      upload_id: '3f0c7c3e-8c5e-4e38-9d56-0a3c1f4b9a11',
      title: 'Kitchen tap',
      alt_text: 'A chrome kitchen tap',
    });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ featured_media_id: 8 });
  });

  it('shows the api refusing an upload', async () => {
    const user = userEvent.setup();
    editor('/admin/articles/21', (call) => {
      if (call.path === '/api/admin/articles/options') return ok({ data: options });
      if (call.path === '/api/uploads')
        return { status: 422, body: { message: 'The file could not be read as an image.' } };
      return ok({ data: article() });
    });
    await user.upload(
      await screen.findByLabelText('Image file'),
      new File(['junk'], 'broken.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be read as an image.');
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
