/**
 * The language of an MDX block's words. plugins/remark-import-blocks puts each
 * block an MDX file uses inside one of these, in translated builds only. On a
 * page that has no translation (the English page inside the Urdu menus, say) the
 * blocks still speak the visitor's language: the facts (price, visits, how long)
 * and the urgent advice are what a reader most needs in their own language. So
 * there the block is marked with the build's `lang` and `dir`, and Urdu reads
 * right to left inside the English page. Anywhere else it adds nothing.
 */
import type {ReactNode} from 'react';
import {useFallbackPageLanguages} from '@site/src/hooks/usePageLanguages';
import styles from './styles.module.css';

export default function BlockLanguage({
  inline = false,
  children,
}: {
  /** The block stands inside a line of text (`<Price>`, `<Fact>`): a span, not a div. */
  inline?: boolean;
  children: ReactNode;
}): ReactNode {
  const {local} = useFallbackPageLanguages();
  if (!local.lang) return children;
  if (inline) return <span {...local}>{children}</span>;
  return (
    // data-language-mark: a carrier of lang and dir, not a block (tests/e2e/pageShape.ts).
    <div {...local} className={styles.block} data-language-mark>
      {children}
    </div>
  );
}
