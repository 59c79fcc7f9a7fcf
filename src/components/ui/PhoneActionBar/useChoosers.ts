import {useEffect, type RefObject} from 'react';
import {saveChoice} from './useVisitorBranch';

/**
 * How the bar's choosers behave: a chooser left open on the previous page
 * closes; Escape, or a tap outside the bar, closes an open one; a branch
 * followed from a chooser is remembered.
 */
export function useChoosers(bar: RefObject<HTMLElement>, pathname: string): void {
  useEffect(() => {
    bar.current?.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'));
  }, [bar, pathname]);

  useEffect(() => {
    const element = bar.current;
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
    const onClick = (event: Event) => {
      const link = (event.target as Element).closest('[data-branch] a');
      const id = link?.closest('[data-branch]')?.getAttribute('data-branch');
      if (id) saveChoice(id);
    };
    element.addEventListener('keydown', onKey);
    element.addEventListener('click', onClick);
    document.addEventListener('pointerdown', onOutside);
    return () => {
      element.removeEventListener('keydown', onKey);
      element.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onOutside);
    };
  }, [bar]);
}
