import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import siteIndexPlugin from '@site/plugins/site-index';
import type {IndexGroup} from '@site/plugins/site-index/siteIndex';

type AllContentLoaded = NonNullable<Plugin['allContentLoaded']>;

/** Runs the plugin over one page and one post as a build at `baseUrl` would give them. */
async function run(baseUrl: string) {
  const routes: RouteConfig[] = [];
  const data: Record<string, string> = {};
  const prefix = baseUrl.slice(0, -1);
  const allContent = {
    'docusaurus-plugin-content-pages': {
      default: [
        {
          type: 'mdx',
          permalink: `${prefix}/privacy-policy`,
          frontMatter: {title: 'Privacy'},
          // The translated build compiles the locale's copy.
          source:
            baseUrl === '/'
              ? '@site/src/pages/privacy-policy.mdx'
              : '@site/i18n/te/docusaurus-plugin-content-pages/privacy-policy.mdx',
        },
      ],
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [
          {
            metadata: {
              permalink: `${prefix}/blog/a-post`,
              title: 'A post',
              authors: [],
              date: '2026-01-01',
              description: 'd',
            },
          },
        ],
        blogTags: {},
      },
    },
  };
  const actions = {
    addRoute: (route: RouteConfig) => routes.push(route),
    createData: (name: string, content: string) => {
      data[name] = content;
      return Promise.resolve(name);
    },
  };
  const plugin = siteIndexPlugin({baseUrl} as LoadContext);
  await plugin.allContentLoaded!({
    allContent,
    actions,
  } as unknown as Parameters<AllContentLoaded>[0]);
  const groups = JSON.parse(data['site-index.json']) as IndexGroup[];
  return {
    paths: routes.map((r) => r.path),
    listed: groups.flatMap((g) => g.pages.map((p) => p.route)),
    inLocale: groups
      .flatMap((g) => g.pages)
      .filter((p) => p.inLocale)
      .map((p) => p.route),
  };
}

describe('the site-index plugin', () => {
  it.each(['/', '/te/'])(
    'with base URL %s adds the site map at the locale’s /sidebar and lists routes as the data writes them',
    async (baseUrl) => {
      const {paths, listed, inLocale} = await run(baseUrl);
      expect(paths).toEqual([`${baseUrl}sidebar`]);
      expect(listed).toEqual(
        expect.arrayContaining(['/privacy-policy', '/blog/a-post', '/dental-clinic-kondapur']),
      );
      expect(listed.filter((route) => route.startsWith('/te/'))).toEqual([]);
      // Only a title from the locale's copy of a page is in its language; the rest are English.
      expect(inLocale).toEqual(baseUrl === '/' ? [] : ['/privacy-policy']);
    },
  );
});
