/**
 * Local plugin "icon-set": tells the bundler that the site's icons
 * (src/components/ui/Icon/icons.ts, SVG files of @phosphor-icons/core that
 * SVGR turns into components) have no side effects.
 *
 * Why: icons.ts re-exports every icon of the set, and a module the bundler must
 * assume has side effects is kept even when nothing uses it. So every page's
 * main bundle carried the drawings of the whole set, the four payment icons of
 * one pricing page among them. Marked free of side effects, an icon is bundled
 * only where a component draws it.
 */
import type {Plugin} from '@docusaurus/types';

/** The icon files of the set, as the bundler sees their paths. */
export const iconFiles = /[\\/]@phosphor-icons[\\/]core[\\/]assets[\\/][^\\/]+[\\/][^\\/]+\.svg$/;

export default function iconSetPlugin(): Plugin {
  return {
    name: 'icon-set',
    configureWebpack() {
      return {module: {rules: [{test: iconFiles, sideEffects: false}]}};
    },
  };
}
