/**
 * The classic preset (docs, blog, pages, theme, sitemap) with the site's options.
 *
 * A preset of our own rather than the options written in docusaurus.config.ts:
 * Docusaurus copies the site's configuration, preset options included, into
 * every page's main bundle, and the browser reads none of these (about 0.4 KB
 * gzipped on every page). Docusaurus loads it once per locale it builds.
 */
import type {LoadContext, Preset} from '@docusaurus/types';
import presetClassic, {type Options} from '@docusaurus/preset-classic';
import remarkFencedCode from '../plugins/remark-fenced-code';
import remarkImportBlocks from '../plugins/remark-import-blocks';
import rehypeTaskListLabels from '../plugins/rehype-task-list-labels';
import {unlistedRoutes} from '../plugins/site-index';
import {englishSections, mixedRoutes} from '../plugins/translated-pages';
import {inLocaleSitemap} from '../plugins/translated-pages/translatedPages';
import {clinic} from '../src/data/clinic';
import {withPostDate} from '../src/lib/postDate';
import {blockLanguage, mdxBlocks} from './mdxBlocks';

/**
 * MDX files use the clinic's blocks without imports; this adds them per file
 * (config/mdxBlocks.ts), after turning fenced code into the code block a file
 * imports (plugins/remark-fenced-code). The block list is bound here, not
 * passed as the plugin's options, so the options stay plain data. A translated
 * build also gives each block its language (`blockLanguage`); the English
 * build's pages stay as they are.
 */
const importBlocks = (translated: boolean) => [
  remarkFencedCode,
  () => remarkImportBlocks({blocks: mdxBlocks, ...(translated ? {language: blockLanguage} : {})}),
];

export default function classicPreset(context: LoadContext): Preset {
  const {currentLocale, defaultLocale} = context.i18n;
  const blocks = importBlocks(currentLocale !== defaultLocale);
  const options: Options = {
    docs: {
      sidebarPath: './sidebars.ts',
      routeBasePath: 'docs',
      beforeDefaultRemarkPlugins: blocks,
      rehypePlugins: [rehypeTaskListLabels],
    },
    pages: {
      beforeDefaultRemarkPlugins: blocks,
      rehypePlugins: [rehypeTaskListLabels],
    },
    blog: {
      beforeDefaultRemarkPlugins: blocks,
      routeBasePath: 'blog',
      rehypePlugins: [rehypeTaskListLabels],
      blogTitle: 'Dental health articles',
      blogDescription:
        'Articles by the clinic’s dentists answering questions patients in Hyderabad ask.',
      blogSidebarTitle: 'All articles by year',
      blogSidebarCount: 'ALL',
      authorsMapPath: 'authors.yml',
      tags: 'tags.yml',
      postsPerPage: 10,
      showReadingTime: true,
      feedOptions: {
        type: 'all',
        limit: false,
        xslt: false,
        copyright: `© ${clinic.legalName}`,
      },
      onInlineTags: 'throw',
      onInlineAuthors: 'throw',
      onUntruncatedBlogPosts: 'throw',
      // Each post's date label, written once here (src/lib/postDate.ts).
      processBlogPosts: ({blogPosts}) => Promise.resolve(blogPosts.map(withPostDate)),
    },
    theme: {
      customCss: [
        './src/css/fonts.css',
        './src/css/custom.css',
        // The faces of the locale's own script, in its build only (src/css/locales).
        ...(currentLocale === defaultLocale ? [] : [`./src/css/locales/${currentLocale}.css`]),
      ],
    },
    sitemap: {
      // A translated locale's sitemap lists only its translated pages, not the English
      // pages it shows inside its menus (plugins/translated-pages).
      createSitemapItems: async ({defaultCreateSitemapItems, routes, ...params}) =>
        defaultCreateSitemapItems({
          ...params,
          routes: routes.filter((route) =>
            inLocaleSitemap(route, {
              locale: currentLocale,
              defaultLocale,
              baseUrl: currentLocale === defaultLocale ? '/' : `/${currentLocale}/`,
              siteDir: context.siteDir,
              mixedRoutes,
              englishSections,
            }),
          ),
        }),
      lastmod: null,
      changefreq: null,
      priority: null,
      ignorePatterns: [
        ...unlistedRoutes,
        '/blog/tags/**',
        '/blog/page/**',
        '/blog/archive',
        '/blog/authors/**',
        // The editor guide stays at /docs for editors, out of the patients' sitemap.
        '/docs',
        '/docs/**',
      ],
    },
  };
  return presetClassic(context, options);
}
