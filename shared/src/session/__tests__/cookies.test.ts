import {
  createDocumentCookieJar,
  createMemoryCookieJar,
  parseCookieString,
  serializeCookie,
} from '../cookies';

describe('serializeCookie', () => {
  it('writes value, path, expiry, domain, samesite and secure', () => {
    const expires = new Date(Date.UTC(2030, 0, 2, 3, 4, 5));
    expect(
      serializeCookie('prohive_auth', 'a b;c', { expires, domain: 'prohive.example', secure: true }),
    ).toBe(
      'prohive_auth=a%20b%3Bc; path=/; expires=Wed, 02 Jan 2030 03:04:05 GMT; domain=prohive.example; samesite=Lax; secure',
    );
  });

  it('leaves out secure, domain and expiry when not given', () => {
    expect(serializeCookie('previousPage', '/jobs')).toBe('previousPage=%2Fjobs; path=/; samesite=Lax');
  });

  it('refuses names that would break the header', () => {
    expect(() => serializeCookie('bad name', 'x')).toThrow(TypeError);
    expect(() => serializeCookie('a=b', 'x')).toThrow(TypeError);
  });
});

describe('parseCookieString', () => {
  it('decodes values and keeps the first occurrence of a name', () => {
    const cookies = parseCookieString('a=1; b=%7B%22x%22%3A1%7D; a=2; junk; c=%E0%A4%A');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('b')).toBe('{"x":1}');
    expect(cookies.get('c')).toBe('%E0%A4%A');
    expect(cookies.has('junk')).toBe(false);
  });
});

describe('document cookie jar (jsdom)', () => {
  const jar = createDocumentCookieJar();

  it('round-trips a value through document.cookie and removes it', () => {
    jar.set('prohive_probe', '{"name":"Zoë"}', {
      domain: 'localhost',
      expires: new Date(Date.now() + 60_000),
    });
    expect(jar.get('prohive_probe')).toBe('{"name":"Zoë"}');
    jar.remove('prohive_probe', { domain: 'localhost' });
    expect(jar.get('prohive_probe')).toBeNull();
  });

  it('does not store a cookie that is already expired', () => {
    jar.set('prohive_old', 'x', { expires: new Date(Date.now() - 1000) });
    expect(jar.get('prohive_old')).toBeNull();
  });
});

describe('memory cookie jar', () => {
  it('hides cookies once their expiry passes on its clock', () => {
    let now = 1_000;
    const jar = createMemoryCookieJar(() => now);
    jar.set('a', '1', { expires: new Date(2_000) });
    expect(jar.get('a')).toBe('1');
    expect(jar.inspect('a')?.attributes.path).toBe('/');
    now = 2_000;
    expect(jar.get('a')).toBeNull();
    expect(jar.names()).toEqual([]);
  });
});
