/**
 * English text on a page that has no translation in a translated build (see
 * useFallbackPageLanguages): its Markdown and the titles the theme shows from
 * English metadata (a post's title, the table of contents, the sidebar) get
 * `lang="en" dir="ltr"`, while the theme's own words around them stay in the
 * visitor's language and direction. Anywhere else it adds nothing.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useFallbackPageLanguages} from '@site/src/hooks/usePageLanguages';
import styles from './styles.module.css';

export default function EnglishContent({
  inline = false,
  className,
  children,
}: {
  /** Text inside a line (a title in a link): a span, not a div. */
  inline?: boolean;
  /** A class for the div, when it must be more than a carrier of lang and dir. */
  className?: string;
  children: ReactNode;
}): ReactNode {
  const {english} = useFallbackPageLanguages();
  if (!english.lang) return children;
  if (inline) return <span {...english}>{children}</span>;
  return (
    // data-language-mark: a carrier of lang and dir, not a block (tests/e2e/pageShape.ts).
    <div {...english} className={clsx(styles.block, className)} data-language-mark>
      {children}
    </div>
  );
}
