import { isSafeLocalPath } from '../previousPage';
import { safeRedirectPath } from '../safeRedirect';

describe('safeRedirectPath: a table of ways out of the site', () => {
  it.each([
    ['absolute https URL', 'https://evil.example'],
    ['absolute http URL', 'http://evil.example/auth'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/jobs'],
    ['backslash host', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['javascript scheme', 'javascript:alert(document.domain)'],
    ['javascript scheme, mixed case and spaces', ' JaVaScRiPt:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['tab between the slashes', '/\t/evil.example'],
    ['newline between the slashes', '/\n/evil.example'],
    ['leading space', ' /jobs'],
    ['encoded second slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['double-encoded slash', '/%252Fevil.example'],
    ['fully encoded protocol-relative', '%2F%2Fevil.example'],
    ['encoded javascript scheme', 'javascript%3Aalert(1)'],
    ['malformed escape', '/%E0%A4%A'],
    ['many layers of encoding', '/%2525252525252Fevil.example'],
    ['empty', ''],
    ['relative path', 'jobs'],
  ])('refuses %s', (_label, attack) => {
    expect(safeRedirectPath(attack)).toBeNull();
  });

  it.each([
    ['/jobs', '/jobs'],
    ['/jobs?category=plumbing&page=2#list', '/jobs?category=plumbing&page=2#list'],
    ['/search?q=leaky tap', '/search?q=leaky%20tap'],
    [
      '/provider-signup?redirectToStripe=true&planId=pro',
      '/provider-signup?redirectToStripe=true&planId=pro',
    ],
    ['/a/../saved', '/saved'],
  ])('keeps %s on the site as %s', (path, expected) => {
    expect(safeRedirectPath(path)).toBe(expected);
  });
});

describe('isSafeLocalPath', () => {
  it('applies the same rule to the previousPage cookie', () => {
    expect(isSafeLocalPath('/saved')).toBe(true);
    expect(isSafeLocalPath('/%2Fevil.example')).toBe(false);
    expect(isSafeLocalPath('/\t/evil.example')).toBe(false);
  });
});
