/**
 * Wrapped @theme/SearchBar (@easyops-cn/docusaurus-search-local 0.55.3).
 *
 * The search bar fetches its index the first time the input gets focus, and
 * when the index arrives it calls focus() on the input again. On a slow phone
 * the visitor has often tabbed on by then, and keyboard focus jumps back to the
 * navbar (WCAG 2.4.3 focus order, 3.2.1 on focus). Here a script's focus() on
 * the input takes effect only while no other element holds focus: the case the
 * library means, where wrapping the input for autocomplete dropped its focus.
 * Focus by the visitor (Tab, click, tap, assistive technology) is not affected.
 */
import {type ComponentProps, type ReactNode, useEffect} from 'react';
import SearchBar from '@theme-original/SearchBar';

type Props = ComponentProps<typeof SearchBar>;

export default function SearchBarWrapper(props: Props): ReactNode {
  useEffect(() => {
    const inputs = Array.from(
      document.querySelectorAll<HTMLInputElement>('input.navbar__search-input'),
    );
    for (const input of inputs) {
      input.focus = (options?: FocusOptions) => {
        const active = document.activeElement;
        if (!active || active === document.body || active === input) {
          HTMLElement.prototype.focus.call(input, options);
        }
      };
    }
    return () => {
      for (const input of inputs) {
        delete (input as {focus?: unknown}).focus;
      }
    };
  }, []);
  return <SearchBar {...props} />;
}
