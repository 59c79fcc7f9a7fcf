/**
 * Wraps the theme's Layout. In a translated build (/te/, /hi/, /ur/), a page
 * whose content is not (all) in the visitor's language says so in one line at
 * its top, in that language; English content is marked lang="en" (and
 * left-to-right inside the Urdu shell), so screen readers read it in English.
 * Which pages those are: plugins/translated-pages.
 */
import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import {usePageLanguages} from '@site/src/hooks/usePageLanguages';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const {content} = usePageLanguages();
  if (content === 'translated') return <Layout {...props}>{children}</Layout>;
  return (
    <Layout {...props}>
      <p className={styles.notice} role="note">
        {content === 'english' ? (
          <Translate
            id="languageNotice.english"
            description="One line at the top of a page that has no translation yet: the page below is the English page">
            This page is in English.
          </Translate>
        ) : (
          <Translate
            id="languageNotice.mixed"
            description="One line at the top of a page whose headings and buttons are translated but whose clinic details (treatment names, addresses, descriptions) are still in English">
            Some details on this page are still in English.
          </Translate>
        )}
      </p>
      {content === 'english' ? (
        <div lang="en" dir="ltr" className={styles.englishContent}>
          {children}
        </div>
      ) : (
        children
      )}
    </Layout>
  );
}
