/**
 * Wraps the theme's notice box (`:::tip` …; safe to wrap). On an English page
 * of a translated build the box is English, but its default title ("Tip",
 * "Caution") is the theme's word in the visitor's language: that title is
 * marked with the build's language and direction. A title the page writes
 * itself (`:::tip[…]`) is English and is left as it is.
 */
import {isValidElement, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import AdmonitionLayout from '@theme-original/Admonition/Layout';
import type AdmonitionLayoutType from '@theme/Admonition/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useFallbackPageLanguages} from '@site/src/hooks/usePageLanguages';

type Props = WrapperProps<typeof AdmonitionLayoutType>;

export default function AdmonitionLayoutWrapper({title, ...props}: Props): ReactNode {
  const {local} = useFallbackPageLanguages();
  const themeWord = isValidElement(title) && title.type === Translate;
  return (
    <AdmonitionLayout
      {...props}
      title={themeWord && local.lang ? <span {...local}>{title}</span> : title}
    />
  );
}
