import {createElement, memo, type HTMLAttributes, type ReactNode} from 'react';
import type {WidgetName} from '@site/src/legacy/widgetList';

type Props = HTMLAttributes<HTMLElement> & {
  /** The legacy widget that attaches here (src/legacy/widgetList.ts). */
  widget: WidgetName;
  as?: 'div' | 'section' | 'aside' | 'main';
  children: ReactNode;
};

/**
 * Where a legacy widget attaches (src/legacy/widgets.ts). React renders the
 * island once: it never re-renders it, because the widget's script changes
 * the markup inside. Whatever is rendered here must work without the script.
 */
function Island({widget, as = 'div', children, ...rest}: Props) {
  return createElement(as, {...rest, 'data-widget': widget}, children);
}

export default memo(Island, () => true);
