import type {LoadContext} from '@docusaurus/types';
import baseUrlBannerPlugin from '@site/plugins/base-url-banner';
import {
  bannerClassName,
  baseUrlBannerMessages,
  suggestBaseUrl,
} from '@site/plugins/base-url-banner/banner';
import {findScripts} from '@site/plugins/security-headers/securityHeaders';

function bodyTags(codeTranslations: Record<string, string>, localeBaseUrl = '/'): string {
  const context = {
    baseUrl: localeBaseUrl,
    siteConfig: {baseUrl: localeBaseUrl},
    codeTranslations,
    i18n: {defaultLocale: 'en', localeConfigs: {en: {baseUrl: '/'}}},
  } as unknown as LoadContext;
  const tags = baseUrlBannerPlugin(context).injectHtmlTags!({content: undefined}) as {
    preBodyTags: string[];
    postBodyTags: string[];
  };
  return [...tags.preBodyTags, '<main></main>', ...tags.postBodyTags].join('');
}

/** Puts the tags in <body> at `pathname` and runs their script, as the browser would. */
function load(html: string, pathname: string, route: string | null, stylesheetApplied: boolean) {
  window.history.replaceState(null, '', pathname);
  if (route) document.documentElement.setAttribute('data-route', route);
  else document.documentElement.removeAttribute('data-route');
  document.head.innerHTML = stylesheetApplied
    ? `<style>.${bannerClassName}{display:none!important}</style>`
    : '';
  document.body.innerHTML = html;
  const script = document.body.querySelector('script')!.textContent!;
  // Runs the inline script from its text, as the page does.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(script)();
  return document.body.querySelector<HTMLElement>(`div.${bannerClassName}`);
}

describe('the base-url-banner plugin', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('writes the banner in the page’s language, with no script a hash cannot allow', () => {
    const html = bodyTags({'baseUrlBanner.title': 'ఈ పేజీ సరిగ్గా లోడ్ కాలేదు.'}, '/te/');
    expect(html).toContain('<noscript id="__base-url-banner"><div class="base-url-banner"');
    expect(html).toContain('ఈ పేజీ సరిగ్గా లోడ్ కాలేదు.');
    // The site's base URL, not the Telugu build's own /te/.
    expect(html).toContain('<code dir="ltr">/</code>');
    expect(html).toContain(baseUrlBannerMessages['baseUrlBanner.suggestion'].message.split('{')[0]);
    const {inline, unhashable} = findScripts(html);
    expect(inline).toHaveLength(1);
    expect(unhashable).toEqual([]);
  });

  it('shows the banner with the base URL to use where the site’s stylesheet did not load', () => {
    const banner = load(bodyTags({}), '/clinic/te/contact', '/te/contact', false);
    expect(banner).not.toBeNull();
    expect(document.body.firstElementChild).toBe(banner);
    expect(banner!.querySelector('[data-suggestion]')).toHaveTextContent('/clinic/');
    expect(banner!.querySelector('[hidden]')).toBeNull();
  });

  it('takes the banner out again where the stylesheet applied', () => {
    expect(load(bodyTags({}), '/te/contact', '/te/contact', true)).toBeNull();
  });

  it('shows no suggestion where none can be worked out', () => {
    const banner = load(bodyTags({}), '/clinic/te/nope', '/te/404.html', false);
    expect(banner!.querySelector('[data-suggestion]')!.closest('p')).toHaveAttribute('hidden');
  });
});

describe('suggestBaseUrl', () => {
  it('is the part of the address before the page’s route', () => {
    expect(suggestBaseUrl('/clinic/', '/', '/')).toBe('/clinic/');
    expect(suggestBaseUrl('/clinic', '/', '/')).toBe('/clinic/');
    expect(suggestBaseUrl('/clinic/te/contact', '/te/contact', '/')).toBe('/clinic/');
    expect(suggestBaseUrl('/a/b/te/', '/te/', '/')).toBe('/a/b/');
    expect(suggestBaseUrl('/clinic/contact/index.html', '/contact', '/')).toBe('/clinic/');
    expect(suggestBaseUrl('/site/contact/', '/docs/contact', '/docs/')).toBe('/site/');
  });

  it('is null where the address is right already or does not end with the route', () => {
    expect(suggestBaseUrl('/', '/', '/')).toBeNull();
    expect(suggestBaseUrl('/te/contact', '/te/contact', '/')).toBeNull();
    expect(suggestBaseUrl('/clinic/te/nope', '/te/404.html', '/')).toBeNull();
    expect(suggestBaseUrl('/clinic/contact', null, '/')).toBeNull();
    expect(suggestBaseUrl('/clinic/contactx', '/x', '/')).toBeNull();
  });
});
