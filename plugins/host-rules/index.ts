/**
 * Local plugin "host-rules": after the build it writes the rules a host needs
 * so that each locale gets its own not-found page (/te/nope answers with
 * te/404.html, status 404) and a page's .html addresses (/contact.html,
 * /te/contact/index.html) redirect to its clean one:
 *  - build/_redirects (Netlify; scripts/serve-build.mjs applies it too, so the
 *    browser tests test these rules);
 *  - build/nginx-host-rules.conf (location blocks for nginx).
 * Like plugins/security-headers, one pair of files at the site's root, rewritten
 * by each locale's build from the pages of every locale built so far.
 * See hostRules.ts for what each host does by itself.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {netlifyRedirects, nginxRules, pageRoute} from './hostRules';

export const redirectsFileName = '_redirects';
export const nginxRulesFileName = 'nginx-host-rules.conf';

async function pageRoutes(siteDir: string): Promise<string[]> {
  const entries = await fs.readdir(siteDir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => pageRoute(path.relative(siteDir, path.join(entry.parentPath, entry.name))))
    .filter((route): route is string => route !== null);
}

export default function hostRulesPlugin(context: LoadContext): Plugin {
  return {
    name: 'host-rules',
    async postBuild({outDir}) {
      const {defaultLocale, locales, localeConfigs} = context.i18n;
      const siteBaseUrl = localeConfigs[defaultLocale]?.baseUrl ?? '/';
      const siteDir = path.resolve(outDir, path.relative(context.baseUrl, siteBaseUrl));
      const baseUrls = locales.map((locale) => localeConfigs[locale]?.baseUrl ?? siteBaseUrl);
      const routes = await pageRoutes(siteDir);
      await fs.writeFile(
        path.join(siteDir, redirectsFileName),
        netlifyRedirects({routes, baseUrls}),
      );
      await fs.writeFile(path.join(siteDir, nginxRulesFileName), nginxRules({baseUrls}));
    },
  };
}
