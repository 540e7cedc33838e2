import { createMemoryCookieJar } from '../cookies';
import { PREVIOUS_PAGE_COOKIE, clearPreviousPage, readPreviousPage, setPreviousPage } from '../previousPage';

describe('previousPage cookie', () => {
  it("is named 'previousPage' and round-trips a path", () => {
    const jar = createMemoryCookieJar();
    setPreviousPage('/jobs?category=plumbing&page=2', jar);
    expect(PREVIOUS_PAGE_COOKIE).toBe('previousPage');
    expect(jar.get('previousPage')).toBe('/jobs?category=plumbing&page=2');
    expect(readPreviousPage(jar)).toBe('/jobs?category=plumbing&page=2');
    clearPreviousPage(jar);
    expect(readPreviousPage(jar)).toBeNull();
  });

  it('works on document.cookie by default', () => {
    setPreviousPage('/saved');
    expect(document.cookie).toContain('previousPage=%2Fsaved');
    expect(readPreviousPage()).toBe('/saved');
    clearPreviousPage();
    expect(readPreviousPage()).toBeNull();
  });

  it('refuses and ignores anything that is not a local path', () => {
    const jar = createMemoryCookieJar();
    expect(() => setPreviousPage('https://evil.example/', jar)).toThrow(TypeError);
    expect(() => setPreviousPage('//evil.example/', jar)).toThrow(TypeError);
    jar.set('previousPage', '//evil.example/');
    expect(readPreviousPage(jar)).toBeNull();
  });
});
