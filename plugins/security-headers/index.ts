/**
 * Security headers, a step of plugins/post-build: after the build it reads every HTML file,
 * hashes the inline scripts for the Content-Security-Policy and writes
 *  - build/_headers (Netlify, Cloudflare Pages; also applied by scripts/serve-build.mjs),
 *    one file for every locale;
 *  - build/nginx-security-headers.conf (the same headers as nginx add_header lines).
 * The build fails when a page runs script that a hash cannot allow (an inline
 * event-handler attribute or a javascript: URL): see
 * plugins/security-headers/securityHeaders.ts.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {openStreetMapOrigin} from '../../src/lib/maps';
import {
  findScripts,
  formatHeadersFile,
  formatNginxConf,
  scriptHashSource,
  securityHeaders,
} from './securityHeaders';

export const headersFileName = '_headers';
export const nginxConfFileName = 'nginx-security-headers.conf';

async function listHtmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Writes the header files from the pages as they are now under the site's root, every locale
 * built so far. Run it after the last step that changes a page.
 */
export async function writeSecurityHeaders(context: LoadContext, outDir: string): Promise<void> {
  // One header file at the site's root serves every locale; the default locale is built
  // first, and each later build (/te/, /hi/ …) rewrites it from every page built so far.
  const {defaultLocale, localeConfigs} = context.i18n;
  const siteDir = path.resolve(
    outDir,
    path.relative(context.baseUrl, localeConfigs[defaultLocale]?.baseUrl ?? '/'),
  );
  const hashes = new Set<string>();
  const problems: string[] = [];
  for (const file of await listHtmlFiles(siteDir)) {
    const {inline, unhashable} = findScripts(await fs.readFile(file, 'utf8'));
    for (const script of inline) hashes.add(scriptHashSource(script));
    for (const {kind, where} of unhashable)
      problems.push(`${path.relative(siteDir, file)}: ${kind} ${where}`);
  }
  if (problems.length > 0) {
    throw new Error(
      `These pages run script that the Content-Security-Policy cannot allow by hash; move it into a script file or a React event handler:\n${problems.join('\n')}`,
    );
  }
  const formEndpoint = context.siteConfig.customFields?.contactEndpoint;
  const headers = securityHeaders({
    scriptHashes: [...hashes],
    formEndpoint: typeof formEndpoint === 'string' ? formEndpoint : null,
    frameOrigins: [openStreetMapOrigin],
  });
  await fs.writeFile(path.join(siteDir, headersFileName), formatHeadersFile(headers));
  await fs.writeFile(path.join(siteDir, nginxConfFileName), formatNginxConf(headers));
}
