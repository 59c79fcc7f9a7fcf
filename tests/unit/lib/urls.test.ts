import {cleanHtmlAddress, siteRoute} from '@site/src/lib/urls';

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

describe('cleanHtmlAddress', () => {
  it('gives a page served at one of its .html addresses its route', () => {
    expect(cleanHtmlAddress('/contact.html', '/contact')).toBe('/contact');
    expect(cleanHtmlAddress('/te/contact/index.html', '/te/contact')).toBe('/te/contact');
    expect(cleanHtmlAddress('/te/index.html', '/te/')).toBe('/te/');
    expect(cleanHtmlAddress('/index.html', '/')).toBe('/');
  });

  it('leaves clean addresses, other pages’ addresses and pages without a route alone', () => {
    expect(cleanHtmlAddress('/contact', '/contact')).toBeNull();
    expect(cleanHtmlAddress('/nope.html', '/404.html')).toBeNull();
    expect(cleanHtmlAddress('/clinic/contact.html', '/contact')).toBeNull();
    expect(cleanHtmlAddress('/contact.html', null)).toBeNull();
  });
});
