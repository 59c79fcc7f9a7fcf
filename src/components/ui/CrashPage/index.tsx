import {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {composeProviders, SkipToContentFallbackId, ThemeClassNames} from '@docusaurus/theme-common';
import {
  AnnouncementBarProvider,
  ColorModeProvider,
  NavbarProvider,
  ScrollControllerProvider,
} from '@docusaurus/theme-common/internal';
import {DocsPreferredVersionContextProvider} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/Error';
import AnnouncementBar from '@theme/AnnouncementBar';
import ErrorPageContent from '@theme/ErrorPageContent';
import Footer from '@theme/Footer';
import Navbar from '@theme/Navbar';
import SkipToContent from '@theme/SkipToContent';
import styles from './styles.module.css';

/**
 * The providers of the theme's Layout (@theme/Layout/Provider, 3.10.2) but the
 * one that names the route's plugin in <html class>: it needs the context of a
 * route, which Docusaurus gives only through a private module, and this page
 * stands in for the route that failed.
 */
const Providers = composeProviders([
  ColorModeProvider,
  AnnouncementBarProvider,
  ScrollControllerProvider,
  DocsPreferredVersionContextProvider,
  NavbarProvider,
]);

/**
 * Our crash page for an error that no Layout caught: one thrown while a page
 * renders, before it reaches its Layout (whose own boundary shows
 * ErrorPageContent). Without it, such an error reaches Docusaurus's topmost
 * boundary, outside the site's providers, whose fallback has no navbar, no
 * phone numbers and no translation. Root renders this in place of the page:
 * the theme Layout's navbar, announcement bar and footer around ErrorPageContent
 * (the phone numbers and hospital signs), in the page's language.
 *
 * The page replaced the whole tree under Root, so it sets the language and
 * direction of <html> again, and gives the page back (tries again) when the
 * visitor follows a link to another address.
 */
export default function CrashPage({error, tryAgain}: Props): ReactNode {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const {htmlLang, direction} = localeConfigs[currentLocale] ?? {};
  const {pathname} = useLocation();
  const crashedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== crashedAt.current) tryAgain();
  }, [pathname, tryAgain]);
  const content = <ErrorPageContent error={error} tryAgain={tryAgain} />;
  return (
    <>
      <Head>
        <html lang={htmlLang} dir={direction} />
      </Head>
      {/* Should the navbar or footer fail too, the crash page alone. */}
      <ErrorBoundary fallback={() => content}>
        <Providers>
          <SkipToContent />
          <AnnouncementBar />
          <Navbar />
          <div
            id={SkipToContentFallbackId}
            className={clsx(
              ThemeClassNames.layout.main.container,
              ThemeClassNames.wrapper.main,
              styles.main,
            )}>
            {content}
          </div>
          <Footer />
        </Providers>
      </ErrorBoundary>
    </>
  );
}
