import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {inLocaleSitemap, pageFile, pageLanguages} from './translatedPages';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translated-pages-'));
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));
// A Telugu copy of the privacy policy, none of the problem page.
const copy = path.join(siteDir, 'i18n/te/docusaurus-plugin-content-pages/privacy-policy.mdx');
fs.mkdirSync(path.dirname(copy), {recursive: true});
fs.writeFileSync(copy, '# గోప్యతా విధానం\n');

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
  componentRoutes: ['/dental-clinic-kondapur'],
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

  it('in the English build: every page is English; a page with a copy lists its translations', () => {
    const data = pageLanguages({
      ...common,
      pages: pagesOf('', '@site/src/pages/privacy-policy.mdx'),
      baseUrl: '/',
      currentLocale: 'en',
    });
    expect(data).toEqual({
      translations: {'/privacy-policy': ['en', 'te']},
      untranslated: {},
      englishSections: [],
    });
  });

  it('in a translated build: Markdown without a copy is English, components are mixed, the rest translated', () => {
    const data = pageLanguages({
      ...common,
      pages: pagesOf('/te', '@site/i18n/te/docusaurus-plugin-content-pages/privacy-policy.mdx'),
      baseUrl: '/te/',
      currentLocale: 'te',
    });
    expect(data.translations).toEqual({'/privacy-policy': ['en', 'te']});
    expect(data.untranslated).toEqual({
      '/dental-problem/tooth-pain': 'english',
      '/contact': 'mixed',
      '/dental-clinic-kondapur': 'mixed',
    });
    expect(data.englishSections).toEqual(['/blog']);
  });

  it('in the Hindi build the Telugu copy does not count: the page is English there', () => {
    const data = pageLanguages({
      ...common,
      pages: pagesOf('/hi', '@site/src/pages/privacy-policy.mdx'),
      baseUrl: '/hi/',
      currentLocale: 'hi',
    });
    expect(data.translations['/privacy-policy']).toEqual(['en', 'te']);
    expect(data.untranslated['/privacy-policy']).toBe('english');
  });

  it('a translated locale’s sitemap lists only pages built from its own copies', () => {
    const translated = {
      metadata: {sourceFilePath: 'i18n/te/docusaurus-plugin-content-pages/privacy-policy.mdx'},
    };
    const english = {metadata: {sourceFilePath: 'src/pages/dental-problem/tooth-pain.mdx'}};
    expect(inLocaleSitemap(translated, 'te', 'en')).toBe(true);
    expect(inLocaleSitemap(english, 'te', 'en')).toBe(false);
    expect(inLocaleSitemap({}, 'te', 'en')).toBe(false);
    expect(inLocaleSitemap(english, 'en', 'en')).toBe(true);
    expect(inLocaleSitemap(translated, 'hi', 'en')).toBe(false);
  });
});
