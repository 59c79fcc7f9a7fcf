import {netlifyRedirects, nginxRules} from '@site/plugins/host-rules/hostRules';

const baseUrls = ['/', '/te/', '/hi/', '/ur/'];

describe('netlifyRedirects', () => {
  it('gives each translated locale its not-found page', () => {
    const file = netlifyRedirects({baseUrls});
    const rules = file.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual([
      '/hi/*  /hi/404.html  404',
      '/te/*  /te/404.html  404',
      '/ur/*  /ur/404.html  404',
    ]);
  });
});

describe('nginxRules', () => {
  it('keeps 404 pages internal and gives each locale its own', () => {
    const conf = nginxRules({baseUrls});
    expect(conf).toContain('location = /ur/404.html { internal; error_page 404 /ur/404.html; }');
    expect(conf).toContain(
      'location /hi/ { error_page 404 /hi/404.html; try_files $uri $uri/index.html $uri.html =404; }',
    );
    expect(conf).toContain(
      'location / { error_page 404 /404.html; try_files $uri $uri/index.html $uri.html =404; }',
    );
  });
});
