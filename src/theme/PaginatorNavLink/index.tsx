/**
 * Wraps the theme's "previous / next" link. On an English page of a translated
 * build, a title that is a page's title (a plain string: the posts' and the
 * editor guide's pagers pass the page's metadata) is marked English, and the
 * label above it ("Older post", a message of the build's language) is marked
 * with the build's language, so each reads in its own direction wherever the
 * link stands. The lists' pagers pass their titles as translated elements,
 * which are left as they are (src/theme/BlogListPage does so too).
 */
import type {ReactNode} from 'react';
import PaginatorNavLink from '@theme-original/PaginatorNavLink';
import type PaginatorNavLinkType from '@theme/PaginatorNavLink';
import type {WrapperProps} from '@docusaurus/types';
import {useFallbackPageLanguages} from '@site/src/hooks/usePageLanguages';

type Props = WrapperProps<typeof PaginatorNavLinkType>;

export default function PaginatorNavLinkWrapper({title, subLabel, ...props}: Props): ReactNode {
  const {english, local} = useFallbackPageLanguages();
  return (
    <PaginatorNavLink
      {...props}
      title={typeof title === 'string' && english.lang ? <span {...english}>{title}</span> : title}
      subLabel={subLabel && local.lang ? <span {...local}>{subLabel}</span> : subLabel}
    />
  );
}
