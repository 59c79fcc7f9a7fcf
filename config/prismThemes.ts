/**
 * Code-block colours. The stock Prism themes fall short of WCAG AA text
 * contrast (4.5:1) for a few token types; these are the closest stock themes
 * with just those colours darkened (light) or lightened (dark).
 */
import {themes} from 'prism-react-renderer';

type PrismTheme = typeof themes.vsLight;

/** A copy of `theme` where the style for `tokenType` uses `color`. */
function withTokenColor(theme: PrismTheme, tokenType: string, color: string): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((s) =>
      s.types.includes(tokenType) ? {...s, style: {...s.style, color}} : s,
    ),
  };
}

/** VS Code light; attribute names #ff0000 (4.0:1 on white) become #cc0000 (5.9:1). */
export const lightCodeTheme = withTokenColor(themes.vsLight, 'attr-name', '#cc0000');

/** Dracula; comments #6272a4 (3.0:1 on #282a36) become #8a9acc (5.1:1). */
export const darkCodeTheme = withTokenColor(themes.dracula, 'comment', '#8a9acc');
