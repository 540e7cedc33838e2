/** @jest-environment node */
// The server's sanitiser runs where there is no DOM: a server-rendered article's body is whatever it returns.
import { EXECUTABLE_MARKUP, HOSTILE_BODIES } from '../../testing/hostileHtml';
import { sanitizeContent } from '../sanitizeContent.server';

describe('sanitizeContent on the server', () => {
  it('runs without a browser', () => {
    expect(typeof window).toBe('undefined');
  });

  it('keeps the markup WordPress writes for articles', () => {
    const out = sanitizeContent(
      '<h2>Tools</h2><p>Use a <strong>wrench</strong> and <a href="/blog/tools">these</a>.</p>' +
        '<figure class="wp-block-image"><img src="https://blog.example.com/wp-content/uploads/a.jpg" srcset="a-300.jpg 300w" alt="A wrench" width="300" height="200"><figcaption>Wrench</figcaption></figure>' +
        '<ul><li>One</li></ul><blockquote><p>Quote</p></blockquote><table><tr><td>Cell</td></tr></table>',
    );
    expect(out).toContain('<h2>Tools</h2>');
    expect(out).toContain('<a href="/blog/tools">these</a>');
    expect(out).toContain(
      '<img src="https://blog.example.com/wp-content/uploads/a.jpg" srcset="a-300.jpg 300w" alt="A wrench" width="300" height="200" loading="lazy" decoding="async" />',
    );
    expect(out).toMatch(/<figcaption>Wrench<\/figcaption>.*<li>One<\/li>.*<blockquote>.*<td>Cell<\/td>/s);
  });

  it.each(HOSTILE_BODIES)('removes %s', (_label, html) => {
    expect(sanitizeContent(html)).not.toMatch(EXECUTABLE_MARKUP);
  });

  it('keeps the text of what it removes, but not of scripts, styles or frames', () => {
    expect(
      sanitizeContent('<section><p>Kept</p></section><script>gone()</script><iframe>gone</iframe>'),
    ).toBe('<p>Kept</p>');
  });

  it('drops ids and classes, so a post cannot stand in for the page’s state script or borrow its styles', () => {
    expect(sanitizeContent('<p id="prohive-ssr-state" class="fixed-overlay" name="x">{}</p>')).toBe(
      '<p>{}</p>',
    );
  });

  it('makes links that open another window unable to reach back to this page', () => {
    expect(
      sanitizeContent(
        '<a href="https://example.org" target="_blank" rel="opener">x</a><a href="/a" target="_self">y</a>',
      ),
    ).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a><a href="/a">y</a>');
  });

  it('closes what the post left open, so the body cannot swallow the page after it', () => {
    expect(sanitizeContent('<p>unclosed <table><tr><td>x')).toBe(
      '<p>unclosed </p><table><tr><td>x</td></tr></table>',
    );
  });

  it('returns an empty string for no content', () => {
    expect(sanitizeContent('')).toBe('');
  });
});
