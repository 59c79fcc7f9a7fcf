/**
 * Local plugin "base-url-banner": tells a visitor, and whoever deployed the
 * site, when a page is served under another path than the base URL the build
 * was made for (the build served under /clinic/ while baseUrl is /), and
 * suggests the base URL that would work. It stands in for Docusaurus's own
 * banner (`baseUrlIssueBanner`, off in docusaurus.config.ts), whose inline
 * check took a page for broken when no script had run by DOMContentLoaded:
 * ours start after the first paint, so it fired on every translated page.
 *
 * The test here is whether the site's stylesheet applied, which a wrong base
 * URL breaks together with the scripts, and which is settled before the banner's
 * script runs: the banner's class is hidden by src/css/custom.css. The banner
 * is a <noscript> at the start of <body> (injectHtmlTags), in the page's
 * language, so it also shows without JavaScript; with JavaScript a static
 * inline script at the end of <body> (allowed by its hash, like Docusaurus's
 * own) puts the same markup there and adds the suggested base URL. Nothing is rendered by React, so
 * search engines never index the banner.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {bannerHtml, bannerScript, bannerSourceId, type BannerMessageId} from './banner';

export default function baseUrlBannerPlugin(context: LoadContext): Plugin {
  const {defaultLocale, localeConfigs} = context.i18n;
  // The base URL of the whole site: a translated build's own one ends in its locale (/te/).
  const baseUrl = localeConfigs[defaultLocale]?.baseUrl ?? context.siteConfig.baseUrl;
  const message = (id: BannerMessageId) => context.codeTranslations[id];
  const html = bannerHtml({message, baseUrl});
  return {
    name: 'base-url-banner',
    injectHtmlTags() {
      return {
        preBodyTags: [`<noscript id="${bannerSourceId}">${html}</noscript>`],
        // At the end of <body>, so the page is parsed while its stylesheet loads.
        postBodyTags: [`<script>${bannerScript(baseUrl)}</script>`],
      };
    },
  };
}
