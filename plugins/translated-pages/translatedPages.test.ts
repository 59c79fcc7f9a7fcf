import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {markCurrent, translationStatus} from './sourceHash';
import {inLocaleSitemap, pageFile, pageLanguages} from './translatedPages';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translated-pages-'));
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));
// A Telugu copy of the privacy policy, none of the problem page; the data's words in
// Telugu and Urdu, not in Hindi.
// The copy records the hash of the English page it was made from.
const english = path.join(siteDir, 'src/pages/privacy-policy.mdx');
fs.mkdirSync(path.dirname(english), {recursive: true});
fs.writeFileSync(english, '# Privacy policy\n');
const copy = path.join(siteDir, 'i18n/te/docusaurus-plugin-content-pages/privacy-policy.mdx');
fs.mkdirSync(path.dirname(copy), {recursive: true});
fs.writeFileSync(copy, '---\ntitle: గోప్యతా విధానం\n---\n# గోప్యతా విధానం\n');
markCurrent(siteDir, copy);
for (const locale of ['te', 'ur'])
  fs.mkdirSync(path.join(siteDir, 'i18n', locale, 'data-words'), {recursive: true});

const locales = ['en', 'te', 'hi', 'ur'];
const pagesOf = (prefix: string, privacySource: string) => [
  {type: 'mdx', permalink: `${prefix}/privacy-policy`, source: privacySource},
  {
    type: 'mdx',
    permalink: `${prefix}/dental-problem/tooth-pain`,
    source: '@site/src/pages/dental-problem/tooth-pain.mdx',
  },
  {type: 'jsx', permalink: `${prefix}/contact`, source: '@site/src/pages/contact.tsx'},
];
const common = {
  componentRoutes: ['/dental-clinic-kondapur', '/sidebar'],
  mixedRoutes: ['/sidebar'],
  englishSections: ['/blog'],
  siteDir,
  defaultLocale: 'en',
  locales,
};

describe('which pages are written in which language', () => {
  it('reads the page file from its source, in src/pages or a locale’s copy', () => {
    expect(pageFile('@site/src/pages/dental-problem/tooth-pain.mdx')).toBe(
      'dental-problem/tooth-pain.mdx',
    );
    expect(pageFile('@site/i18n/te/docusaurus-plugin-content-pages/privacy-policy.mdx')).toBe(
      'privacy-policy.mdx',
    );
    expect(pageFile('@site/blog/2024-03-05-post.mdx')).toBeUndefined();
  });

  it('in the English build: every page is English; a page with a copy or data words lists its translations', () => {
    const data = pageLanguages({
      ...common,
      pages: pagesOf('', '@site/src/pages/privacy-policy.mdx'),
      baseUrl: '/',
      currentLocale: 'en',
    });
    expect(data).toEqual({
      translations: {
        '/privacy-policy': ['en', 'te'],
        '/contact': ['en', 'te', 'ur'],
        '/dental-clinic-kondapur': ['en', 'te', 'ur'],
      },
      untranslated: {},
      englishSections: [],
      behindEnglish: {},
    });
  });

  it('in a translated build: Markdown without a copy is English, components with the data’s words translated, the site map mixed', () => {
    const data = pageLanguages({
      ...common,
      pages: pagesOf('/te', '@site/i18n/te/docusaurus-plugin-content-pages/privacy-policy.mdx'),
      baseUrl: '/te/',
      currentLocale: 'te',
    });
    expect(data.translations).toEqual({
      '/privacy-policy': ['en', 'te'],
      '/contact': ['en', 'te', 'ur'],
      '/dental-clinic-kondapur': ['en', 'te', 'ur'],
    });
    expect(data.untranslated).toEqual({
      '/dental-problem/tooth-pain': 'english',
      '/sidebar': 'mixed',
    });
    expect(data.englishSections).toEqual(['/blog']);
    expect(data.behindEnglish).toEqual({});
  });

  it('marks a translated page whose English page changed after it was translated, until its hash is recorded again', () => {
    const te = {...common, baseUrl: '/te/', currentLocale: 'te'};
    const pages = pagesOf(
      '/te',
      '@site/i18n/te/docusaurus-plugin-content-pages/privacy-policy.mdx',
    );
    fs.writeFileSync(english, '# Privacy policy\n\nA new paragraph.\n');
    try {
      const today = new Date().toISOString().slice(0, 10);
      expect(pageLanguages({...te, pages}).behindEnglish).toEqual({'/privacy-policy': today});
      expect(translationStatus(siteDir, 'te').stale).toEqual([
        expect.objectContaining({file: 'privacy-policy.mdx', englishUpdated: today}),
      ]);
      markCurrent(siteDir, copy);
      expect(pageLanguages({...te, pages}).behindEnglish).toEqual({});
      expect(fs.readFileSync(copy, 'utf8')).toMatch(
        /^---\ntitle: గోప్యతా విధానం\nsource_hash: [0-9a-f]{12}\n---\n# గోప్యతా/,
      );
    } finally {
      fs.writeFileSync(english, '# Privacy policy\n');
      markCurrent(siteDir, copy);
    }
  });

  it('lists the pages a locale has not translated', () => {
    expect(translationStatus(siteDir, 'hi')).toEqual({stale: [], missing: ['privacy-policy.mdx']});
    expect(translationStatus(siteDir, 'te')).toEqual({stale: [], missing: []});
  });

  it('in the Hindi build the Telugu copy does not count, and components are mixed without the data’s words', () => {
    const data = pageLanguages({
      ...common,
      pages: pagesOf('/hi', '@site/src/pages/privacy-policy.mdx'),
      baseUrl: '/hi/',
      currentLocale: 'hi',
    });
    expect(data.translations['/privacy-policy']).toEqual(['en', 'te']);
    expect(data.untranslated).toEqual({
      '/privacy-policy': 'english',
      '/dental-problem/tooth-pain': 'english',
      '/contact': 'mixed',
      '/dental-clinic-kondapur': 'mixed',
      '/sidebar': 'mixed',
    });
  });

  it('a translated locale’s sitemap lists only its translated pages', () => {
    const options = (locale: string) => ({
      locale,
      defaultLocale: 'en',
      baseUrl: locale === 'en' ? '/' : `/${locale}/`,
      siteDir,
      mixedRoutes: ['/sidebar'],
      englishSections: ['/blog'],
    });
    const translated = {
      path: '/te/privacy-policy',
      metadata: {sourceFilePath: 'i18n/te/docusaurus-plugin-content-pages/privacy-policy.mdx'},
    };
    const english = {
      path: '/te/dental-problem/tooth-pain',
      metadata: {sourceFilePath: 'src/pages/dental-problem/tooth-pain.mdx'},
    };
    const contact = {path: '/te/contact', metadata: {sourceFilePath: 'src/pages/contact.tsx'}};
    expect(inLocaleSitemap(translated, options('te'))).toBe(true);
    expect(inLocaleSitemap(english, options('te'))).toBe(false);
    expect(inLocaleSitemap(english, options('en'))).toBe(true);
    expect(inLocaleSitemap(contact, options('te'))).toBe(true);
    expect(inLocaleSitemap({path: '/te/dental-clinic-kondapur'}, options('te'))).toBe(true);
    expect(inLocaleSitemap({path: '/te/sidebar'}, options('te'))).toBe(false);
    expect(inLocaleSitemap({path: '/te/blog/archive'}, options('te'))).toBe(false);
    expect(inLocaleSitemap({...contact, path: '/hi/contact'}, options('hi'))).toBe(false);
    expect(inLocaleSitemap({...translated, path: '/hi/privacy-policy'}, options('hi'))).toBe(false);
  });
});
