/**
 * Local plugin "inline-translations": in a translated production build, the
 * interface messages of the site's own components are written into their
 * bundles in the build's language, and only the other messages (Docusaurus's
 * theme, the search plugin) stay in the table that every page loads.
 *
 * Why: Docusaurus puts a locale's whole i18n/<locale>/code.json in every page's
 * main bundle: 660 messages, about 17 KB gzipped in Telugu, of which a page
 * shows a few dozen. Written in place, each message travels with the component
 * that shows it. The English build is unchanged (its messages are the code's).
 *
 * How: before the bundle is built, every file under src/ is read once
 * (inlineTranslations.ts). A message declared with a plain id and English
 * (`translate({id, message})`, `<Translate id>English</Translate>`) gets its
 * translation in place of the English; its id leaves the table unless some other
 * declaration of it is not plain, or it is one of the theme's own (`theme.…`).
 * Ids are plain strings by a lint rule (eslint.config.mjs), so the plan knows
 * every id a page can ask for.
 * `docusaurus start` keeps the table whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {findMessages, inlineMessages} from './inlineTranslations';

interface FilePlan {
  source: string;
  code: string;
}

/** The messages of a code.json, by id. */
export function readMessages(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  const content = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return Object.fromEntries(Object.entries(content).map(([id, {message}]) => [id, message]));
}

/** The TypeScript sources under `dir`, which the plugin reads for messages. */
export function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Ids of the theme's messages (`theme.…`), which Docusaurus's components and the
 * search plugin also read from the table: they stay in it even where a swizzled
 * component of ours has its own copy written in.
 */
const isThemeId = (id: string) => id.startsWith('theme.');

/** What to write into each file, and which ids leave the table. */
export function planInlining(
  files: readonly {path: string; source: string}[],
  messages: Readonly<Record<string, string>>,
): {files: Record<string, FilePlan>; drop: string[]} {
  const plans: Record<string, FilePlan> = {};
  const inlined = new Set<string>();
  const kept = new Set<string>();
  for (const file of files) {
    const {keptIds} = findMessages(file.source, file.path);
    keptIds.forEach((id) => kept.add(id));
    const {code, inlined: ids} = inlineMessages(file.source, file.path, messages);
    if (ids.length === 0) continue;
    ids.forEach((id) => inlined.add(id));
    plans[file.path] = {source: file.source, code};
  }
  return {
    files: plans,
    drop: [...inlined].filter((id) => !kept.has(id) && !isThemeId(id)).sort(),
  };
}

export default function inlineTranslationsPlugin(context: LoadContext): Plugin {
  const {i18n, siteDir, localizationDir, generatedFilesDir} = context;
  return {
    name: 'inline-translations',
    configureWebpack() {
      if (i18n.currentLocale === i18n.defaultLocale || process.env.NODE_ENV !== 'production') {
        return {};
      }
      const messages = readMessages(path.join(localizationDir, 'code.json'));
      const files = sourceFiles(path.join(siteDir, 'src')).map((file) => ({
        path: file,
        source: fs.readFileSync(file, 'utf8'),
      }));
      const plan = planInlining(files, messages);
      return {
        module: {
          rules: [
            {
              test: /\.tsx?$/,
              include: [path.join(siteDir, 'src')],
              enforce: 'pre' as const,
              use: [{loader: require.resolve('./inlineLoader.cjs'), options: {files: plan.files}}],
            },
            {
              test: path.join(generatedFilesDir, 'codeTranslations.json'),
              use: [{loader: require.resolve('./tableLoader.cjs'), options: {drop: plan.drop}}],
            },
          ],
        },
      };
    },
  };
}
