import { rewriteBlogHost, rewriteBlogHostDeep } from '../hostRewrite';

const BLOG = 'https://blog.example.com';
const SITE = 'https://www.prohive.test';
const rewrite = (content: string) => rewriteBlogHost(content, BLOG, SITE);

describe('rewriteBlogHost', () => {
  it('sends links to the blog host to the site host, keeping path and query', () => {
    expect(rewrite('<a href="https://blog.example.com/winter-checklist/?utm_source=post#top">x</a>')).toBe(
      '<a href="https://www.prohive.test/winter-checklist/?utm_source=post#top">x</a>',
    );
  });

  it('rewrites http and protocol-relative links too, and the bare host', () => {
    expect(rewrite('http://blog.example.com/a //blog.example.com/b https://blog.example.com')).toBe(
      'https://www.prohive.test/a https://www.prohive.test/b https://www.prohive.test',
    );
  });

  it('matches the host case-insensitively', () => {
    expect(rewrite('<a href="HTTPS://Blog.Example.com/About/">x</a>')).toBe(
      '<a href="https://www.prohive.test/About/">x</a>',
    );
  });

  it('never touches image tags: src, srcset and lazy-load attributes', () => {
    const img =
      '<img src="https://blog.example.com/pic?size=large" data-src="https://blog.example.com/lazy" srcset="https://blog.example.com/wp-content/uploads/a-300x200.jpg 300w, https://blog.example.com/wp-content/uploads/a.jpg 1200w">';
    expect(rewrite(img)).toBe(img);
    const picture = '<picture><source srcset="https://blog.example.com/hero.webp"></picture>';
    expect(rewrite(picture)).toBe(picture);
  });

  it('keeps upload links, image files and WordPress asset paths on the blog host', () => {
    const content = [
      '<a href="https://blog.example.com/wp-content/uploads/2024/01/checklist.pdf">pdf</a>',
      '<a href="https://blog.example.com/gallery/photo.JPG">photo</a>',
      '<link href="https://blog.example.com/wp-includes/css/dist/block-library/style.min.css">',
      '<a href="https://blog.example.com/blog/wp-content/uploads/x.zip">subdirectory install</a>',
    ].join('');
    expect(rewrite(content)).toBe(content);
  });

  it('rewrites a page link while leaving the upload link beside it', () => {
    expect(
      rewrite(
        '<a href="https://blog.example.com/post/">p</a><a href="https://blog.example.com/wp-content/uploads/f.pdf">f</a>',
      ),
    ).toBe(
      '<a href="https://www.prohive.test/post/">p</a><a href="https://blog.example.com/wp-content/uploads/f.pdf">f</a>',
    );
  });

  it('leaves other hosts alone, including look-alikes and other ports', () => {
    const content =
      'https://blog.example.com.evil.test/x https://notblog.example.com/y https://blog.example.com:8443/z https://sub.blog.example.com/w';
    expect(rewrite(content)).toBe(content);
  });

  it('rewrites JSON-escaped links inside block attributes in their escaped form', () => {
    expect(rewrite('{"url":"https:\\/\\/blog.example.com\\/about\\/"}')).toBe(
      '{"url":"https:\\/\\/www.prohive.test\\/about\\/"}',
    );
    expect(rewrite('{"url":"https:\\/\\/blog.example.com\\/wp-content\\/uploads\\/a.jpg"}')).toBe(
      '{"url":"https:\\/\\/blog.example.com\\/wp-content\\/uploads\\/a.jpg"}',
    );
  });

  it('respects a non-default port that is part of the blog origin', () => {
    expect(
      rewriteBlogHost(
        'http://localhost:8080/post/ http://localhost:9090/post/',
        'http://localhost:8080',
        SITE,
      ),
    ).toBe('https://www.prohive.test/post/ http://localhost:9090/post/');
  });

  it('changes nothing when the blog is served from the site host or an origin is unusable', () => {
    const content = '<a href="https://blog.example.com/x/">x</a>';
    expect(rewriteBlogHost(content, BLOG, 'https://blog.example.com')).toBe(content);
    expect(rewriteBlogHost(content, 'not a url', SITE)).toBe(content);
    expect(rewriteBlogHost(content, BLOG, '')).toBe(content);
  });
});

describe('rewriteBlogHostDeep', () => {
  it('rewrites every string in a JSON value except image links, without mutating the input', () => {
    const schema = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Article',
          '@id': 'https://blog.example.com/p/#article',
          wordCount: 420,
          isAccessibleForFree: true,
        },
        { '@type': 'ImageObject', url: 'https://blog.example.com/wp-content/uploads/a.jpg' },
        null,
      ],
    };
    const snapshot = JSON.stringify(schema);
    expect(rewriteBlogHostDeep(schema, BLOG, SITE)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Article',
          '@id': 'https://www.prohive.test/p/#article',
          wordCount: 420,
          isAccessibleForFree: true,
        },
        { '@type': 'ImageObject', url: 'https://blog.example.com/wp-content/uploads/a.jpg' },
        null,
      ],
    });
    expect(JSON.stringify(schema)).toBe(snapshot);
  });
});
