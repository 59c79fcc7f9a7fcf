/**
 * Every link an editor writes to a page of this site goes to a page that
 * exists (`npm run check:content`): `[text](/services/…)`, `href="/…"` and
 * `to="/…"` in pages, posts, the editor guide and their translations, and
 * `./other-page.md` file links in the guide. The routes are worked out from
 * the sources (the pages, the posts, the guide, src/data and static/), so this
 * needs no build; the build's own link check stays as the last word.
 */
import fs from 'node:fs';
import path from 'node:path';
import {branches} from '@site/src/data/branches';
import {doctorRoute, doctors} from '@site/src/data/doctors';
import {problems} from '@site/src/data/problems';
import {treatments} from '@site/src/data/treatments';
import {
  contentDirs,
  frontMatter,
  lineAt,
  markdownFiles,
  read,
  root,
  withoutCode,
} from './contentFiles';

const filesUnder = (dir: string, pattern: RegExp): string[] =>
  fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => pattern.test(file));

/** Pages made from src/pages files, as the pages plugin does (no `_` files or folders). */
const pageRoutes = filesUnder('src/pages', /\.(tsx|mdx?)$/)
  .filter((file) => !file.split('/').some((part) => part.startsWith('_')))
  .map((file) => `/${file.replace(/\.(tsx|mdx?)$/, '')}`.replace(/\/index$/, '/'));

const posts = markdownFiles('blog').map((file) => frontMatter(read(file)));
const tagsYml = fs.readFileSync(path.join(root, 'blog/tags.yml'), 'utf8');
const tagPermalinks = [
  ...tagsYml.matchAll(/^([a-z0-9-]+):\s*\n(?:\s+.*\n)*?\s+permalink:\s*(\S+)/gm),
];
const blogRoutes = [
  '/blog',
  '/blog/archive',
  '/blog/tags',
  '/blog/authors',
  ...posts.map((post) => `/blog/${post.slug}`),
  ...tagPermalinks.map((m) => `/blog/tags${m[2]}`),
  ...doctors.map((d) => `/blog/authors/${d.id}`),
];

/** Guide pages: `slug:` when set (absolute from /docs, or beside the file), else the file's path. */
const docRoutes = markdownFiles('docs').map((file) => {
  const id = file.replace(/^docs\//, '').replace(/\.mdx?$/, '');
  const {slug} = frontMatter(read(file));
  if (slug === undefined) return `/docs/${id}`.replace(/\/index$/, '/');
  if (slug.startsWith('/')) return `/docs${slug}`.replace(/\/$/, '') || '/docs';
  return `/docs/${path.posix.join(path.posix.dirname(id), slug)}`;
});

const dataRoutes = [
  ...treatments.flatMap((t) => [t.route, ...(t.aliases ?? [])]),
  ...problems.map((p) => p.route),
  ...branches.map((b) => b.route),
  ...doctors.map(doctorRoute),
];

/** Made by the site's own plugins and the search theme. */
const pluginRoutes = ['/sidebar', '/search'];

const routes = new Set(
  [...pageRoutes, ...blogRoutes, ...docRoutes, ...dataRoutes, ...pluginRoutes].map((route) =>
    route === '/' ? route : route.replace(/\/$/, ''),
  ),
);
const staticFiles = new Set(filesUnder('static', /./).map((file) => `/${file}`));

/** Each link in a file to this site: "file:line" and the address as written. */
function internalLinks(file: string): {at: string; href: string}[] {
  const text = withoutCode(read(file));
  const pattern = /\]\((\.{0,2}\/[^)\s]*)\)|\b(?:href|to)="(\.{0,2}\/[^"]*)"/g;
  return [...text.matchAll(pattern)].map((m) => ({
    at: `${file}:${lineAt(text, m.index)}`,
    href: m[1] ?? m[2],
  }));
}

/** What is wrong with one link, or nothing. */
function brokenLink(file: string, href: string): string | undefined {
  const address = href.replace(/[?#].*$/, '');
  if (address === '') return undefined;
  if (address.startsWith('.')) {
    const target = path.posix.join(path.posix.dirname(file), address);
    return fs.existsSync(path.join(root, target))
      ? undefined
      : `links to the file ${address}, which does not exist beside ${file}. Check the file name.`;
  }
  const route = address === '/' ? address : address.replace(/\/$/, '');
  if (routes.has(route) || staticFiles.has(address)) return undefined;
  // The addresses of the same section that share most words with the one written.
  const words = new Set(route.toLowerCase().split(/[/-]/));
  const shared = (r: string) =>
    r
      .toLowerCase()
      .split(/[/-]/)
      .filter((w) => words.has(w)).length;
  const near = [...routes]
    .filter((r) => r.split('/')[1] === route.split('/')[1])
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, 5);
  return (
    `links to ${address}, but no page has that address. ` +
    (near.length > 0
      ? `The nearest addresses: ${near.join(', ')}.`
      : 'Check the address in the site’s menu.')
  );
}

const links = contentDirs
  .flatMap(markdownFiles)
  .flatMap((file) => internalLinks(file).map((link) => ({...link, file})));

describe('links to pages of this site', () => {
  it('are found: the scan sees the posts’ links to treatment pages and the guide’s file links', () => {
    expect(links.filter((l) => l.file.startsWith('blog/')).length).toBeGreaterThan(27);
    expect(links.some((l) => l.file.startsWith('docs/') && l.href.startsWith('./'))).toBe(true);
    expect(routes.has('/services/root-canal-hyderabad')).toBe(true);
  });

  it('go to a page or file that exists', () => {
    const broken = links.flatMap(({at, file, href}) => {
      const problem = brokenLink(file, href);
      return problem === undefined ? [] : [`${at}: ${problem}`];
    });
    expect(broken).toEqual([]);
  });

  it('are reported with the address and nearby addresses when wrong', () => {
    expect(brokenLink('blog/x.mdx', '/services/gum-therapy-in-hyderabad')).toMatch(
      /^links to \/services\/gum-therapy-in-hyderabad, but no page has that address\. The nearest addresses: .*\/services\/gum-theraphy-hyderabad/,
    );
    expect(brokenLink('docs/a/b.md', './missing.md')).toMatch(
      /does not exist beside docs\/a\/b\.md/,
    );
    expect(brokenLink('blog/x.mdx', '/services/root-canal-hyderabad#cost')).toBeUndefined();
    expect(brokenLink('blog/x.mdx', '/img/logo.svg')).toBe(
      fs.existsSync(path.join(root, 'static/img/logo.svg')) ? undefined : expect.any(String),
    );
  });
});
