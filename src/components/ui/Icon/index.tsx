import clsx from 'clsx';
import type {IconGlyph} from './icons';
import styles from './styles.module.css';

interface Props {
  /** The icon: one of `./icons` (the site's set, Phosphor's bold weight). */
  icon: IconGlyph;
  /**
   * What the icon says, only where no text beside it says so (a button with
   * an icon alone). Without it the icon is decorative: hidden from screen
   * readers, the text next to it naming the action.
   */
  label?: string;
  /** Width and height in em, so the icon follows the text's size. */
  size?: number;
  className?: string;
}

/**
 * An icon of the site's set (src/components/ui/Icon/icons.ts): drawn in SVG
 * in the text's colour (`currentColor`), sized in em, and decorative unless
 * given a label. Used in place of text glyphs (☎, ✆, ➚ …), which fonts draw
 * differently and screen readers read out.
 *
 * ```tsx
 * <Icon icon={PhoneIcon} /> Call +91 …
 * ```
 */
export default function Icon({icon: Glyph, label, size = 1.25, className}: Props) {
  return (
    <Glyph
      className={clsx(styles.icon, className)}
      width={`${size}em`}
      height={`${size}em`}
      focusable="false"
      {...(label ? {role: 'img', 'aria-label': label} : {'aria-hidden': true})}
    />
  );
}
