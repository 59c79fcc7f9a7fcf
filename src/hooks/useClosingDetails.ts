import {useEffect, type RefObject} from 'react';

/**
 * How the site's pop-up panels (details elements: the phone action bar's
 * choosers, the chat button's panel) close: one left open on the previous
 * page closes on the next; Escape closes the open one and puts focus back on
 * its summary; a tap outside the container closes it.
 */
export function useClosingDetails(container: RefObject<HTMLElement>, pathname: string): void {
  useEffect(() => {
    container.current?.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'));
  }, [container, pathname]);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const open = () => element.querySelector<HTMLDetailsElement>('details[open]');
    const onKey = (event: KeyboardEvent) => {
      const details = open();
      if (event.key === 'Escape' && details) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    const onOutside = (event: PointerEvent) => {
      const details = open();
      if (details && !element.contains(event.target as Node)) details.open = false;
    };
    element.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    return () => {
      element.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
    };
  }, [container]);
}
