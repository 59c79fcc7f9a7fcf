/**
 * Overrides @theme/BlogPostItem/Header/Info (ejected from Docusaurus 3.10.2): the
 * date and reading time under a post's title.
 *
 * Why: the stock component made an Intl.DateTimeFormat in the build's locale
 * while the post started (about 50 ms of a phone's main thread, the largest
 * single cost of a post's start), and wrote "June 16, 2026" where the list of
 * posts says "16 June 2026". Here the date is the label the build wrote
 * (src/lib/postDate.ts), English in every build like the posts, so a translated
 * build marks it English: inside the Urdu line "16 June 2026" would otherwise
 * read "June 2026 16". Otherwise the stock component.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {postDateLabel} from '@site/src/lib/postDate';
import {useEnglishAttributes} from '@site/src/hooks/useEnglishAttributes';
import styles from './styles.module.css';

function useReadingTimePlural() {
  const {selectMessage} = usePluralForm();
  return (readingTimeFloat: number) => {
    const readingTime = Math.ceil(readingTimeFloat);
    return selectMessage(
      readingTime,
      translate(
        {
          id: 'theme.blog.post.readingTime.plurals',
          description:
            'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One min read|{readingTime} min read',
        },
        {readingTime},
      ),
    );
  };
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  const readingTimePlural = useReadingTimePlural();
  const english = useEnglishAttributes();
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date} {...english}>
        {postDateLabel(metadata)}
      </time>
      {typeof readingTime !== 'undefined' && (
        <>
          {' · '}
          {readingTimePlural(readingTime)}
        </>
      )}
    </div>
  );
}
