/**
 * Overrides @theme/ThemedImage (ejected from Docusaurus 3.10.2), which draws the
 * navbar and footer logos.
 *
 * Why: until a page is hydrated the theme renders one <img> per colour mode and
 * hides the other with CSS, and React's server renderer preloads every image that
 * is not lazy, so every first page fetched the dark-mode logo too. Here the
 * dark-mode image is `loading="lazy"` unless the caller says otherwise: a lazy
 * image that is hidden is neither preloaded nor fetched. An image that is the
 * same in both modes is drawn once.
 */
import type {ReactNode} from 'react';
import {ThemedComponent} from '@docusaurus/theme-common';
import type {Props} from '@theme/ThemedImage';

export default function ThemedImage(props: Props): ReactNode {
  const {sources, className: parentClassName, alt, ...propsRest} = props;
  if (sources.light === sources.dark) {
    return <img src={sources.light} alt={alt} className={parentClassName} {...propsRest} />;
  }
  return (
    <ThemedComponent className={parentClassName}>
      {({theme, className}) => (
        <img
          src={sources[theme]}
          alt={alt}
          className={className}
          loading={theme === 'dark' ? 'lazy' : undefined}
          {...propsRest}
        />
      )}
    </ThemedComponent>
  );
}
