import { EXECUTABLE_MARKUP, HOSTILE_BODIES } from '../../testing/hostileHtml';
import { sanitizeContent } from '../sanitizeContent';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeContent(html);
  return container;
}

describe('sanitizeContent', () => {
  it('keeps the markup WordPress writes for articles', () => {
    const html =
      '<h2>Tools</h2><p>Use a <strong>wrench</strong> and <a href="/blog/tools">these</a>.</p>' +
      '<figure class="wp-block-image"><img src="https://blog.example.com/wp-content/uploads/a.jpg" srcset="a-300.jpg 300w" alt="A wrench" width="300" height="200"><figcaption>Wrench</figcaption></figure>' +
      '<ul><li>One</li></ul><blockquote><p>Quote</p></blockquote><table><tr><td>Cell</td></tr></table>';
    const out = parse(html);
    expect(out.querySelector('h2')).toHaveTextContent('Tools');
    expect(out.querySelector('a')).toHaveAttribute('href', '/blog/tools');
    const image = out.querySelector('img')!;
    expect(image).toHaveAttribute('alt', 'A wrench');
    expect(image).toHaveAttribute('srcset', 'a-300.jpg 300w');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(out.querySelector('figcaption, li, blockquote, td')).not.toBeNull();
  });

  it.each(HOSTILE_BODIES)('removes %s', (_label, html) => {
    expect(sanitizeContent(html)).not.toMatch(EXECUTABLE_MARKUP);
  });

  it('makes links that open another window unable to reach back to this page', () => {
    const out = parse('<a href="https://example.org" target="_blank">x</a><a href="/a" target="_self">y</a>');
    const [external, same] = Array.from(out.querySelectorAll('a'));
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(same).not.toHaveAttribute('target');
  });

  it('returns an empty string for no content', () => {
    expect(sanitizeContent('')).toBe('');
  });
});
