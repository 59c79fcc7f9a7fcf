import type {Config} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import type {PostBuildOptions} from './plugins/post-build';
import {buildFooter} from './config/footer';
import {announcementWords, dataWord, hoursWriting} from './config/localeMessages';
import {headTags} from './config/headTags';
import {ssrTemplate} from './config/ssrTemplate';
import {buildNavbar} from './config/navbar';
import {darkCodeTheme, lightCodeTheme} from './config/prismThemes';
import {buildAnnouncement} from './src/lib/announcement';
import {clinic} from './src/data/clinic';
import {quickContacts} from './src/data/quickContacts';
import {kolkataDate} from './src/lib/dates';
import {httpsUrlFrom} from './src/lib/urls';

// Runs in Node.js at build time. Clinic facts come from src/data; the larger
// parts of the configuration live in config/.

/**
 * The font file each translated locale's first page needs (src/css/locales/<locale>.css):
 * its script's 400 face, by file name. The 600 face follows after the first page.
 */
const localeFonts: Record<string, string[]> = {
  te: ['noto-sans-telugu-telugu-400-normal'],
  hi: ['noto-sans-devanagari-devanagari-400-normal'],
  ur: ['noto-naskh-arabic-arabic-400-normal'],
};

const localeConfigs = {
  en: {label: 'English', htmlLang: 'en-IN', direction: 'ltr'},
  te: {label: 'తెలుగు', htmlLang: 'te-IN', direction: 'ltr'},
  hi: {label: 'हिन्दी', htmlLang: 'hi-IN', direction: 'ltr'},
  ur: {label: 'اردو', htmlLang: 'ur-IN', direction: 'rtl'},
} satisfies Record<string, {label: string; htmlLang: string; direction: 'ltr' | 'rtl'}>;

/** Docusaurus loads this file once per locale it builds, and says which. */
const defaultLocale = 'en';
const currentLocale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale;
const currentHtmlLang =
  localeConfigs[currentLocale as keyof typeof localeConfigs]?.htmlLang ?? 'en-IN';
/** A word of src/data in the locale (plugins/data-words), for what this file writes from the data. */
const word = dataWord(currentLocale);
/** The bar above the navbar in the locale's words (src/data/announcement.ts). */
const announcement = buildAnnouncement(announcementWords(currentLocale, currentHtmlLang));

const config: Config = {
  title: word(clinic.siteTitle),
  tagline: word(clinic.tagline),
  favicon: 'img/favicon.svg',
  url: clinic.url,
  baseUrl: '/',
  trailingSlash: undefined,

  future: {
    v4: true,
    faster: true,
  },
  // The colour mode stays under the plain key "theme" (what returning visitors'
  // browsers already hold), not the per-site namespaced key the v4 flag turns on.
  storage: {type: 'localStorage', namespace: false},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale,
    locales: Object.keys(localeConfigs),
    localeConfigs,
  },

  headTags,
  ssrTemplate,
  // The stock banner says "Your site did not load properly" on translated pages (their base
  // URL is /te/ …) when no script has run by DOMContentLoaded; ours start after the first paint.
  // plugins/base-url-banner does its job instead.
  baseUrlIssueBanner: false,

  customFields: {
    /** The build's date in Asia/Kolkata: offers shown are those running on this day. */
    buildDate: kolkataDate(new Date()),
    /** Patient portal for /login, from the PATIENT_PORTAL_URL environment variable (https only); null when unset. */
    patientPortalUrl: httpsUrlFrom(process.env.PATIENT_PORTAL_URL),
    /** Phone numbers for the chat button and the error pages, so they need not bundle the data files. */
    quickContacts: quickContacts(word),
    /** Where the contact form POSTs its JSON, from CONTACT_FORM_ENDPOINT (https only); null when unset. */
    contactEndpoint: httpsUrlFrom(process.env.CONTACT_FORM_ENDPOINT),
  },

  // Docs, blog, pages, theme and sitemap, with the site's options (config/classicPreset.ts).
  presets: ['./config/classicPreset.ts'],

  /** Our build plugins, each in its own folder with its test. */
  plugins: [
    './plugins/blog-authors/index.ts',
    './plugins/branch-pages/index.ts',
    './plugins/site-index/index.ts',
    './plugins/robots-txt/index.ts',
    './plugins/base-url-banner/index.ts',
    './plugins/host-rules/index.ts',
    './plugins/prism-on-demand/index.ts',
    './plugins/translated-pages/index.ts',
    './plugins/data-words/index.ts',
    './plugins/search-letters/index.ts',
    './plugins/icon-set/index.ts',
    './plugins/chunk-file-names/index.ts',
    './plugins/inline-translations/index.ts',
    [
      // Font preloads written into the pages, then the security headers hashed from them.
      './plugins/post-build/index.ts',
      {
        // A translated build's script face (src/css/locales), without which a phone that lacks
        // it would show empty boxes. The script's bold and the Latin faces are not part of a
        // first view: src/lib/webFonts.ts fetches them after it.
        fonts: localeFonts[currentLocale] ?? [],
      } satisfies PostBuildOptions,
    ],
  ],

  clientModules: [
    // A page served at its .html address takes its clean one before React starts.
    './src/clientModules/cleanHtmlAddress.ts',
    // Starts and stops the legacy widgets (static/js) page by page; see config/legacyScripts.ts.
    './src/legacy/widgets.ts',
    // Fetches the web fonts after the first page and switches them on; see src/lib/webFonts.ts.
    './src/clientModules/webFonts.ts',
  ],

  themes: [
    [
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        // Every locale's index keeps words in any script through plugins/search-letters;
        // lunr-languages is not used (see that plugin for why).
        language: ['en'],
        // The editor guide (/docs) is not for patients: not indexed, and its
        // pages carry robots noindex, which the plugin also honours.
        indexDocs: false,
        indexBlog: true,
        indexPages: true,
        docsRouteBasePath: '/docs',
        blogRouteBasePath: '/blog',
        // Routes relative to the site root, without a leading slash. With indexDocs
        // off, /docs pages would otherwise be indexed as plain pages; blog lists
        // (pages, archive, authors) only repeat the posts' own entries, as /HomePage (the
        // old address of the home page) repeats the home page's.
        ignoreFiles: [
          /^docs(\/|$)/,
          /^blog\/(page|archive|authors|tags)(\/|$)/,
          /^sidebar$/,
          /^HomePage$/,
        ],
        // A phone downloads the whole index on its first search, so it holds
        // what finds a page, at most 300 KB gzipped (tests/e2e/search.spec.ts):
        // titles, descriptions, headings, each page's first paragraph and its
        // lists (symptoms, causes, steps) and FAQ questions. Left out: blocks
        // that repeat data shown on many pages (data-search-ignore: prices,
        // branch cards, call buttons, related links), FAQ answers, tables,
        // numbered steps, later paragraphs, the "On this page" list, and the
        // body of blog posts (their headings stay). plugins/search-letters also
        // leaves out Telugu, Hindi and Urdu function words.
        ignoreCssSelectors: [
          '[data-search-ignore]',
          'main details > :not(summary)',
          'main table',
          // The "On this page" list repeats the page's headings.
          '.table-of-contents',
          // (In a translated build the post's Markdown sits in a div that marks it English:
          // ui/EnglishContent, data-language-mark; the rule below empties it the same way.)
          '#__blog-post-container > :not(h2):not(h3):not([data-language-mark])',
          'main article > p ~ p',
          'main article > ol',
          // A translated build also holds the English pages (shown with a notice), their
          // Markdown marked English by ui/EnglishContent: their titles and headings find
          // them; their English text is searched on the English site.
          ...(currentLocale === defaultLocale
            ? []
            : [
                '[data-language-mark][lang="en"] > :not(h1):not(h2):not(h3):not(header)',
                // A translated page's words take more room in the index than English
                // ones (more word forms): each list keeps its first two items.
                'main li:nth-child(n+3)',
              ]),
        ],
        // One edit in Telugu, Devanagari or Urdu script is one vowel sign, which turns a
        // function word into another (کے into کی, के into की): a typo allowance there
        // matched every page before the query without the function word was tried.
        fuzzyMatchingDistance: currentLocale === defaultLocale ? 1 : 0,
        explicitSearchResultPath: true,
        searchResultLimits: 8,
        searchBarShortcut: false,
      } satisfies SearchOptions,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'description', content: word(clinic.description)},
      {name: 'keywords', content: clinic.keywords.join(', ')},
      {name: 'robots', content: 'index, follow'},
      {name: 'twitter:card', content: 'summary_large_image'},
      {property: 'og:site_name', content: word(clinic.name)},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    ...(announcement ? {announcementBar: announcement} : {}),
    navbar: buildNavbar(),
    footer: buildFooter(hoursWriting(currentLocale, currentHtmlLang), word),
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    blog: {sidebar: {groupByYear: true}},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
    },
  } satisfies ThemeConfig,
};

export default config;
