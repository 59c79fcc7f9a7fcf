/**
 * Which English page each translated page was made from, and whether the
 * English has changed since. A translated page records its English source's
 * hash in its front matter (`source_hash`); when the English file no longer
 * has that hash, the translation is behind: `npm run i18n:status` lists it,
 * and the page tells its readers (src/theme/Layout).
 *
 * To refresh a translation: bring its text up to date with the English page,
 * then `npm run i18n:status -- --mark-current <the translated file>` records
 * the English page's current hash.
 */
import {createHash} from 'node:crypto';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const hashKey = 'source_hash';

/** The pages plugin's folder inside i18n/<locale>/. */
export const pagesTranslationDir = 'docusaurus-plugin-content-pages';

/** The first 12 hex digits of the SHA-256 of the English file's text (line endings ignored). */
export function sourceHash(englishText: string): string {
  return createHash('sha256').update(englishText.replace(/\r\n/g, '\n')).digest('hex').slice(0, 12);
}

/** The hash a translated file records, if any. */
export function recordedHash(copyText: string): string | undefined {
  const front = /^---\n([\s\S]*?)\n---\n/.exec(copyText)?.[1] ?? '';
  return new RegExp(`^${hashKey}: *"?([0-9a-f]+)"?$`, 'm').exec(front)?.[1];
}

/** The translated file's text with `source_hash` set to `hash` (added after its other front matter). */
export function withRecordedHash(copyText: string, hash: string): string {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(copyText);
  if (!match) return `---\n${hashKey}: ${hash}\n---\n${copyText}`;
  const lines = match[1].split('\n').filter((line) => !line.startsWith(`${hashKey}:`));
  return `---\n${[...lines, `${hashKey}: ${hash}`].join('\n')}\n---\n${copyText.slice(match[0].length)}`;
}

/** The day (YYYY-MM-DD) the English file last changed: its last commit, or the file's time when it has changes not committed. */
export function englishUpdated(siteDir: string, englishFile: string): string {
  const fileDay = () => fs.statSync(englishFile).mtime.toISOString().slice(0, 10);
  try {
    const relative = path.relative(siteDir, englishFile);
    const git = (args: string[]) =>
      execFileSync('git', args, {
        cwd: siteDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    if (git(['status', '--porcelain', '--', relative]) !== '') return fileDay();
    return git(['log', '-1', '--format=%cs', '--', relative]) || fileDay();
  } catch {
    return fileDay();
  }
}

export interface TranslationStatus {
  /** Translated pages (paths inside src/pages) whose English page changed since, with the day it changed. */
  stale: {file: string; englishUpdated: string; recorded?: string}[];
  /** Markdown pages of src/pages with no translation in the locale. */
  missing: string[];
}

function mdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file) && !file.split('/').some((part) => part.startsWith('_')))
    .sort();
}

/** Where a locale's translated pages are. */
export const copiesDir = (siteDir: string, locale: string): string =>
  path.join(siteDir, 'i18n', locale, pagesTranslationDir);

/** The stale and the missing translations of one locale. */
export function translationStatus(siteDir: string, locale: string): TranslationStatus {
  const englishDir = path.join(siteDir, 'src', 'pages');
  const copies = new Set(mdxFiles(copiesDir(siteDir, locale)));
  const status: TranslationStatus = {stale: [], missing: []};
  for (const file of mdxFiles(englishDir)) {
    if (!copies.has(file)) {
      status.missing.push(file);
      continue;
    }
    const english = path.join(englishDir, file);
    const recorded = recordedHash(
      fs.readFileSync(path.join(copiesDir(siteDir, locale), file), 'utf8'),
    );
    if (recorded !== sourceHash(fs.readFileSync(english, 'utf8')))
      status.stale.push({file, englishUpdated: englishUpdated(siteDir, english), recorded});
  }
  return status;
}

/** Records the English page's current hash in a translated file (after its text was brought up to date). */
export function markCurrent(siteDir: string, copyFile: string): string {
  const absolute = path.resolve(siteDir, copyFile);
  const match = /[\\/]i18n[\\/][^\\/]+[\\/]docusaurus-plugin-content-pages[\\/](.+)$/.exec(
    absolute,
  );
  if (!match)
    throw new Error(
      `${copyFile} is not a translated page (i18n/<locale>/${pagesTranslationDir}/…)`,
    );
  const english = path.join(siteDir, 'src', 'pages', match[1]);
  if (!fs.existsSync(english))
    throw new Error(`${copyFile} has no English page at src/pages/${match[1]}`);
  const hash = sourceHash(fs.readFileSync(english, 'utf8'));
  fs.writeFileSync(absolute, withRecordedHash(fs.readFileSync(absolute, 'utf8'), hash));
  return hash;
}
