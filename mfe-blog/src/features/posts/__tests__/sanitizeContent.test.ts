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

  it.each([
    ['a script element', '<script>alert(1)</script><p>ok</p>'],
    ['an event handler', '<img src="x" onerror="alert(1)"><p onmouseover="alert(1)">ok</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">ok</a>'],
    ['a script inside SVG', '<svg><script>alert(1)</script></svg><p>ok</p>'],
    ['a frame with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>ok</p>'],
    ['an object', '<object data="evil.swf"></object><p>ok</p>'],
    [
      'a form posting elsewhere',
      '<form action="https://evil.example.com"><input name="card"><button>Pay</button></form>',
    ],
    ['a style sheet', '<style>body{display:none}</style><p>ok</p>'],
    ['an inline style overlay', '<div style="position:fixed;inset:0">ok</div>'],
    ['a base element', '<base href="https://evil.example.com/"><p>ok</p>'],
  ])('removes %s', (_label, html) => {
    const out = sanitizeContent(html);
    expect(out).not.toMatch(/<script|<iframe|<object|<form|<input|<style|<base|on\w+=|javascript:|style=/i);
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
