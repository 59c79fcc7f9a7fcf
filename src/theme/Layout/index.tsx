/**
 * Wraps the theme's Layout. In a translated build (/te/, /hi/, /ur/), a page
 * whose content is not (all) in the visitor's language says so in one line at
 * its top, in that language. Which pages those are: plugins/translated-pages.
 * The page itself stays in the visitor's language and direction: only its
 * English parts are marked English (src/components/ui/EnglishContent, from
 * src/theme/MDXContent and the theme's titles), as its blocks, dates and
 * buttons are in the visitor's language.
 * A translated page whose English page changed after it was translated says
 * that too, with the day and a link to the English page.
 */
import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import {usePageLanguages} from '@site/src/hooks/usePageLanguages';
import BehindEnglishNotice from '@site/src/components/ui/BehindEnglishNotice';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const {content, englishChanged} = usePageLanguages();
  if (content === 'translated')
    return (
      <Layout {...props}>
        {englishChanged && (
          <BehindEnglishNotice className={styles.notice} englishChanged={englishChanged} />
        )}
        {children}
      </Layout>
    );
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
      {children}
    </Layout>
  );
}
