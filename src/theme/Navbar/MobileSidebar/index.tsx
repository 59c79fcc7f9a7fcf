/**
 * Wrapped @theme/Navbar/MobileSidebar: the keyboard behaviour the stock phone
 * drawer lacks (WCAG 2.1.1, 2.4.3, 2.4.11).
 * - Opening it moves focus to its first control, so Tab walks its items.
 * - Escape closes it and puts focus back on the menu button; so does its close button.
 * - Focus leaving it (Tab past its end, Shift+Tab before its start) closes it,
 *   so focus never lands on the page hidden behind its backdrop.
 * And it is built when first wanted, not while the page starts: the stock
 * drawer renders its whole menu, hidden, as soon as a page starts on a phone,
 * where it cost the main thread about as much as the rest of the navbar. A
 * pointer on, or focus reaching, the menu button builds it, a moment before the
 * click or Enter that opens it, so it still slides in.
 */
import {type ReactNode, useEffect, useState} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/** Calls `focus` on each animation frame until the element takes focus (it is hidden while the drawer slides in). */
function focusWhenVisible(element: HTMLElement): () => void {
  let frame = 0;
  let tries = 0;
  const attempt = () => {
    element.focus();
    tries += 1;
    if (document.activeElement !== element && tries < 60) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);

  useEffect(() => {
    if (wanted) return undefined;
    const events = ['pointerover', 'pointerdown', 'focusin'] as const;
    const prepare = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.navbar__toggle')) {
        setWanted(true);
      }
    };
    for (const name of events) document.addEventListener(name, prepare, true);
    return () => {
      for (const name of events) document.removeEventListener(name, prepare, true);
    };
  }, [wanted]);

  useEffect(() => {
    const drawer = document.querySelector<HTMLElement>('.navbar-sidebar');
    const menuButton = document.querySelector<HTMLElement>('.navbar__toggle');
    if (!shown || !drawer) return undefined;

    const first = drawer.querySelector<HTMLElement>(focusable);
    const stopFocusing = first ? focusWhenVisible(first) : () => undefined;

    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      toggle();
      menuButton?.focus();
    };
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      const target = event.target as Node | null;
      if (target && !drawer.contains(target) && target !== menuButton) toggle();
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('focusin', closeWhenFocusLeaves);

    return () => {
      stopFocusing();
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('focusin', closeWhenFocusLeaves);
      // Closed with its own close button (or a non-link control): focus goes back to the menu button.
      // After a link, Docusaurus moves focus to the new page itself.
      const active = document.activeElement;
      if (
        active === document.body ||
        (active && drawer.contains(active) && !active.matches('a[href]'))
      ) {
        menuButton?.focus();
      }
    };
  }, [shown, toggle]);

  return wanted ? <MobileSidebar /> : null;
}
