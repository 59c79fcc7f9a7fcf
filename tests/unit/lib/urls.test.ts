import {siteRoute} from '@site/src/lib/urls';

describe('siteRoute', () => {
  it('writes a path as the data does: without the locale’s base URL or a trailing slash', () => {
    expect(siteRoute('/te/contact', '/te/')).toBe('/contact');
    expect(siteRoute('/te/dental-problem/tooth-pain/', '/te/')).toBe('/dental-problem/tooth-pain');
    expect(siteRoute('/te/', '/te/')).toBe('/');
    expect(siteRoute('/contact', '/')).toBe('/contact');
    expect(siteRoute('/', '/')).toBe('/');
    expect(siteRoute('/elsewhere', '/te/')).toBe('/elsewhere');
  });
});
