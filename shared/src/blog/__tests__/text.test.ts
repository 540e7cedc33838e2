import { decodeEntities, stripMarkup } from '../text';

describe('decodeEntities', () => {
  it('decodes the numeric references wptexturize emits', () => {
    expect(decodeEntities('It&#8217;s &#8220;done&#8221; &#8211; really&#8230;')).toBe(
      'It\u2019s \u201cdone\u201d \u2013 really\u2026',
    );
  });

  it('decodes hexadecimal references', () => {
    expect(decodeEntities('&#x2019;&#X2014;')).toBe('\u2019\u2014');
  });

  it('decodes the named entities WordPress and authors use', () => {
    expect(decodeEntities('Tom &amp; Jerry [&hellip;] &lt;b&gt; &quot;q&quot; &nbsp;&copy;')).toBe(
      'Tom & Jerry [\u2026] <b> "q" \u00a0\u00a9',
    );
  });

  it('knows every HTML5 named reference, not only a hand-picked list', () => {
    expect(decodeEntities('&Omega; &frac78; &spades; &nexist; &notareference;')).toBe(
      '\u03a9 \u215e \u2660 \u2204 &notareference;',
    );
  });

  it('decodes in one pass, so an escaped entity stays an entity', () => {
    expect(decodeEntities('&amp;amp; &amp;#8217;')).toBe('&amp; &#8217;');
  });

  it('maps the Windows-1252 range the way browsers do', () => {
    expect(decodeEntities('&#146;&#150;')).toBe('\u2019\u2013');
  });

  it('replaces references to impossible code points instead of throwing', () => {
    expect(decodeEntities('a&#0;b&#xD800;c&#1114112;')).toBe('a\ufffdb\ufffdc\ufffd');
  });

  it('leaves unknown names and bare ampersands alone', () => {
    expect(decodeEntities('R&D &madeup; & more')).toBe('R&D &madeup; & more');
  });
});

describe('stripMarkup', () => {
  it('removes tags and keeps the text', () => {
    expect(stripMarkup('<p>Cold snaps <strong>crack</strong> <a href="/x">pipes</a>.</p>\n')).toBe(
      'Cold snaps crack pipes.',
    );
  });

  it('keeps words apart across block boundaries', () => {
    expect(stripMarkup('<p>First.</p><p>Second.</p><ul><li>One</li><li>Two</li></ul>Line<br/>break')).toBe(
      'First. Second. One Two Line break',
    );
  });

  it('drops scripts, styles and comments with their contents', () => {
    expect(
      stripMarkup(
        '<!-- wp:paragraph --><p>Shown</p><script>alert(1)</script><style>p{}</style><!-- /wp:paragraph -->',
      ),
    ).toBe('Shown');
  });

  it('decodes entities after removing tags, so escaped markup stays text', () => {
    expect(stripMarkup('<p>Use &lt;b&gt; for bold &amp; more&#8230; [&hellip;]</p>')).toBe(
      'Use <b> for bold & more\u2026 [\u2026]',
    );
  });

  it('collapses whitespace, including non-breaking spaces', () => {
    expect(stripMarkup('  <p>a&nbsp;&nbsp;b\n\n\tc</p>  ')).toBe('a b c');
  });

  it('returns an empty string for empty markup', () => {
    expect(stripMarkup('<p></p>\n')).toBe('');
  });
});
