/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (SiteMetadata). The stock
 * component links every page to itself in every locale (hreflang) and names the
 * page's own address as canonical. Most pages exist only in English: in a
 * translated build they are the English page inside translated menus. So here
 *  - hreflang alternates (and og:locale:alternate) list only the locales the
 *    page is written in (plugins/translated-pages), and none when it has no
 *    translation;
 *  - an untranslated page of a translated build names the English page as its
 *    canonical address.
 * It also writes the page's route into <html data-route>, from which the
 * wrong-base-URL banner (plugins/base-url-banner) works out the base URL to suggest,
 * and a page served at its .html address its clean one (src/clientModules/cleanHtmlAddress.ts).
 * Everything else is the stock component.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG, useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import {useLocation} from '@docusaurus/router';
import SearchMetadata from '@theme/SearchMetadata';
import {usePageLanguages} from '@site/src/hooks/usePageLanguages';

// The Open Graph protocol writes locales with an underscore (te_IN), HTML with a dash.
const openGraphLocale = (htmlLang: string) => htmlLang.replace('-', '_');

function AlternateLangHeaders(): ReactNode {
  const {
    i18n: {currentLocale, defaultLocale, localeConfigs},
  } = useDocusaurusContext();
  const alternatePageUtils = useAlternatePageUtils();
  const {locales} = usePageLanguages();
  const currentHtmlLang = localeConfigs[currentLocale].htmlLang;
  const written = locales.filter((locale) => locale in localeConfigs);
  return (
    <Head>
      {written.length > 1 &&
        written.map((locale) => (
          <link
            key={locale}
            rel="alternate"
            href={alternatePageUtils.createUrl({locale, fullyQualified: true})}
            hrefLang={localeConfigs[locale].htmlLang}
          />
        ))}
      {written.length > 1 && (
        <link
          rel="alternate"
          href={alternatePageUtils.createUrl({locale: defaultLocale, fullyQualified: true})}
          hrefLang="x-default"
        />
      )}
      <meta property="og:locale" content={openGraphLocale(currentHtmlLang)} />
      {written
        .filter((locale) => locale !== currentLocale)
        .map((locale) => (
          <meta
            key={`meta-og-${locale}`}
            property="og:locale:alternate"
            content={openGraphLocale(localeConfigs[locale].htmlLang)}
          />
        ))}
    </Head>
  );
}

function CanonicalUrlHeaders(): ReactNode {
  const {
    siteConfig: {url: siteUrl},
    i18n: {defaultLocale},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const alternatePageUtils = useAlternatePageUtils();
  const {content} = usePageLanguages();
  // The stock component also applies `trailingSlash`, which this site leaves unset.
  const ownUrl = siteUrl + useBaseUrl(pathname);
  const canonicalUrl =
    content !== 'translated'
      ? alternatePageUtils.createUrl({locale: defaultLocale, fullyQualified: true})
      : ownUrl;
  return (
    <Head>
      <meta property="og:url" content={canonicalUrl} />
      <link rel="canonical" href={canonicalUrl} />
    </Head>
  );
}

export default function SiteMetadata(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {metadata, image: defaultImage} = useThemeConfig();
  const {pathname} = useLocation();
  return (
    <>
      <Head>
        {/* Docusaurus sets the lang of <html>; this only adds to its attributes. */}
        {/* eslint-disable-next-line jsx-a11y/html-has-lang */}
        <html data-route={pathname} />
        <meta name="twitter:card" content="summary_large_image" />
        {/* The keyboard focus class name is applied server-side, so links are outlined without JavaScript. */}
        <body />
      </Head>

      {defaultImage && <PageMetadata image={defaultImage} />}

      <CanonicalUrlHeaders />

      <AlternateLangHeaders />

      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />

      {/* A separate Head, so react-helmet lets these override the defaults above. */}
      <Head>
        {metadata.map((metadatum, i) => (
          <meta key={i} {...metadatum} />
        ))}
      </Head>
    </>
  );
}
