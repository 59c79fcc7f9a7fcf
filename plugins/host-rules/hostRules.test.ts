import {
  htmlAddresses,
  netlifyRedirects,
  nginxRules,
  pageRoute,
} from '@site/plugins/host-rules/hostRules';

const baseUrls = ['/', '/te/', '/hi/', '/ur/'];

describe('pageRoute', () => {
  it('reads a page’s route from its file and skips the not-found pages', () => {
    expect(pageRoute('index.html')).toBe('/');
    expect(pageRoute('te/index.html')).toBe('/te');
    expect(pageRoute('te/contact/index.html')).toBe('/te/contact');
    expect(pageRoute('blog/page/2/index.html')).toBe('/blog/page/2');
    expect(pageRoute('legal.html')).toBe('/legal');
    expect(pageRoute('404.html')).toBeNull();
    expect(pageRoute('te/404.html')).toBeNull();
    expect(pageRoute('assets/js/main.js')).toBeNull();
  });
});

describe('htmlAddresses', () => {
  it('sends a page’s .html and /index.html addresses to the page, a locale’s home with its slash', () => {
    expect(htmlAddresses('/contact', baseUrls)).toEqual([
      ['/contact.html', '/contact'],
      ['/contact/index.html', '/contact'],
    ]);
    expect(htmlAddresses('/te', baseUrls)).toEqual([
      ['/te.html', '/te/'],
      ['/te/index.html', '/te/'],
    ]);
    expect(htmlAddresses('/', baseUrls)).toEqual([['/index.html', '/']]);
  });
});

describe('netlifyRedirects', () => {
  it('forces the .html redirects, then gives each translated locale its not-found page', () => {
    const file = netlifyRedirects({routes: ['/te/contact', '/', '/contact', '/te'], baseUrls});
    const rules = file.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual([
      '/index.html  /  301!',
      '/contact.html  /contact  301!',
      '/contact/index.html  /contact  301!',
      '/te.html  /te/  301!',
      '/te/index.html  /te/  301!',
      '/te/contact.html  /te/contact  301!',
      '/te/contact/index.html  /te/contact  301!',
      '/hi/*  /hi/404.html  404',
      '/te/*  /te/404.html  404',
      '/ur/*  /ur/404.html  404',
    ]);
  });
});

describe('nginxRules', () => {
  it('redirects .html addresses, keeps 404 pages internal and gives each locale its own', () => {
    const conf = nginxRules({baseUrls});
    expect(conf).toContain('location = /te/index.html { return 301 /te/$is_args$args; }');
    expect(conf).toContain('location = /te.html { return 301 /te/$is_args$args; }');
    expect(conf).toContain('location = /te { return 301 /te/$is_args$args; }');
    expect(conf).toContain(
      'location ~ ^(?<page>/.+?)(?:/index)?\\.html$ { return 301 $page$is_args$args; }',
    );
    expect(conf).toContain('location = /ur/404.html { internal; error_page 404 /ur/404.html; }');
    expect(conf).toContain(
      'location /hi/ { error_page 404 /hi/404.html; try_files $uri $uri/index.html $uri.html =404; }',
    );
    expect(conf).toContain(
      'location / { error_page 404 /404.html; try_files $uri $uri/index.html $uri.html =404; }',
    );
    // $uri/ would hand the request to the index module, whose …/index.html the .html rule redirects.
    expect(conf).not.toMatch(/\$uri\/ /);
  });
});
