/**
 * Local plugin "host-rules": after the build it writes the rules a host needs
 * so that each locale gets its own not-found page (/te/nope answers with
 * te/404.html, status 404, not the English /404.html):
 *  - build/_redirects (Netlify; scripts/serve-build.mjs applies it too, so the
 *    browser tests test these rules);
 *  - build/nginx-host-rules.conf (location blocks for nginx).
 * Like plugins/security-headers, one pair of files at the site's root, written
 * by each locale's build. See hostRules.ts for what each host does by itself.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {netlifyRedirects, nginxRules} from './hostRules';

export const redirectsFileName = '_redirects';
export const nginxRulesFileName = 'nginx-host-rules.conf';

export default function hostRulesPlugin(context: LoadContext): Plugin {
  return {
    name: 'host-rules',
    async postBuild({outDir}) {
      const {defaultLocale, locales, localeConfigs} = context.i18n;
      const siteBaseUrl = localeConfigs[defaultLocale]?.baseUrl ?? '/';
      const siteDir = path.resolve(outDir, path.relative(context.baseUrl, siteBaseUrl));
      const baseUrls = locales.map((locale) => localeConfigs[locale]?.baseUrl ?? siteBaseUrl);
      await fs.writeFile(path.join(siteDir, redirectsFileName), netlifyRedirects({baseUrls}));
      await fs.writeFile(path.join(siteDir, nginxRulesFileName), nginxRules({baseUrls}));
    },
  };
}
