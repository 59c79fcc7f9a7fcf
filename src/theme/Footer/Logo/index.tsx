/**
 * Overrides @theme/Footer/Logo (ejected from Docusaurus 3.10.2).
 *
 * Why: the stock logo is an eager image, so React's server renderer preloads it
 * in the head of every page and it is fetched while the page's first view loads,
 * though it sits at the foot of the page. Here it is lazy. Otherwise the stock
 * component.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';
import type {Props} from '@theme/Footer/Logo';
import clsx from 'clsx';
import styles from './styles.module.css';

function LogoImage({logo}: Props): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const sources = {
    light: withBaseUrl(logo.src),
    dark: withBaseUrl(logo.srcDark ?? logo.src),
  };
  return (
    <ThemedImage
      className={clsx('footer__logo', logo.className)}
      alt={logo.alt}
      sources={sources}
      width={logo.width}
      height={logo.height}
      style={logo.style}
      loading="lazy"
      decoding="async"
    />
  );
}

export default function FooterLogo({logo}: Props): ReactNode {
  return logo.href ? (
    <Link href={logo.href} className={styles.footerLogoLink} target={logo.target}>
      <LogoImage logo={logo} />
    </Link>
  ) : (
    <LogoImage logo={logo} />
  );
}
