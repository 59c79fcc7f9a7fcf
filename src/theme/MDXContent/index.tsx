/**
 * Wraps the theme's MDXContent (safe to wrap), the one place every Markdown
 * page, post and doc passes through: on a page that has no translation in a
 * translated build, the Markdown is English and is marked so (`lang="en"
 * dir="ltr"`); its blocks inside it mark themselves in the visitor's language
 * (src/components/ui/BlockLanguage). Anywhere else it adds nothing.
 *
 * Posts and docs put their content in the theme's `.markdown` box, and Infima
 * styles that box's children (`.markdown > h2` …); the wrapper sits between
 * them, so there it is a `.markdown` box too (same rules, and `display:
 * contents`, so nothing moves). Pages (src/pages/*.mdx) have no such box.
 *
 * It also hands a page's headings (the `toc` the MDX loader puts on the page's component) to
 * its blocks, for the "On this page" list of treatment and problem pages (OnThisPage).
 */
import {isValidElement, type ReactNode} from 'react';
import MDXContent from '@theme-original/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import type {WrapperProps} from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import EnglishContent from '@site/src/components/ui/EnglishContent';
import {type PageHeading, PageHeadingsProvider} from '@site/src/components/ui/OnThisPage';

type Props = WrapperProps<typeof MDXContentType>;

/** The headings of the MDX page rendered inside: the loader's `toc` on its component. */
function headingsOf(children: ReactNode): readonly PageHeading[] {
  if (!isValidElement(children) || typeof children.type !== 'function') return [];
  const {toc} = children.type as {toc?: readonly PageHeading[]};
  return toc ?? [];
}

export default function MDXContentWrapper(props: Props): ReactNode {
  const {plugin} = useRouteContext();
  return (
    <PageHeadingsProvider headings={headingsOf(props.children)}>
      <EnglishContent
        className={plugin.name === 'docusaurus-plugin-content-pages' ? undefined : 'markdown'}>
        <MDXContent {...props} />
      </EnglishContent>
    </PageHeadingsProvider>
  );
}
