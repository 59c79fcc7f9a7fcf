/**
 * Ejected @theme/NavbarItem/DropdownNavbarItem/Desktop (Docusaurus 3.10.2),
 * changed only to close with Escape (WCAG 2.1.1, 1.4.13), which the stock
 * dropdown does not do:
 * - opened with Enter or Space, Escape closes it and puts focus back on its button;
 * - opened by hovering, Escape hides it until the pointer leaves it.
 * Everything else is the stock component.
 */
import {type ReactNode, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';

export default function DropdownNavbarItemDesktop({
  items,
  position,
  className,
  // Taken out of `props` so it is not passed to the dropdown's <div>; the items handle clicks.
  onClick: _onClick,
  ...props
}: Props): ReactNode {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);
  const [hoverDismissed, setHoverDismissed] = useState(false);

  useEffect(() => {
    const handleClickOutside = (event: MouseEvent | TouchEvent | FocusEvent) => {
      if (!dropdownRef.current || dropdownRef.current.contains(event.target as Node)) {
        return;
      }
      setShowDropdown(false);
    };

    document.addEventListener('mousedown', handleClickOutside);
    document.addEventListener('touchstart', handleClickOutside);
    document.addEventListener('focusin', handleClickOutside);

    return () => {
      document.removeEventListener('mousedown', handleClickOutside);
      document.removeEventListener('touchstart', handleClickOutside);
      document.removeEventListener('focusin', handleClickOutside);
    };
  }, [dropdownRef]);

  // Added: Escape closes the menu, whether keyboard focus or the pointer opened it.
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      const dropdown = dropdownRef.current;
      if (event.key !== 'Escape' || event.defaultPrevented || !dropdown) {
        return;
      }
      const focusInside = dropdown.contains(document.activeElement);
      const hovered = dropdown.matches(':hover');
      if (!focusInside && !hovered) {
        return;
      }
      setShowDropdown(false);
      if (hovered) {
        setHoverDismissed(true);
      }
      if (focusInside) {
        dropdown.querySelector<HTMLElement>(':scope > .navbar__link')?.focus();
      }
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, []);

  return (
    <div
      ref={dropdownRef}
      onMouseLeave={() => setHoverDismissed(false)}
      className={clsx('navbar__item', 'dropdown', {
        'dropdown--hoverable': !hoverDismissed,
        'dropdown--right': position === 'right',
        'dropdown--show': showDropdown,
      })}>
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={showDropdown}
        role="button"
        // # hash permits to make the <a> tag focusable in case no link target
        // See https://github.com/facebook/docusaurus/pull/6003
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setShowDropdown(!showDropdown);
          }
        }}>
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((childItemProps, i) => (
          <NavbarItem
            isDropdownItem
            activeClassName="dropdown__link--active"
            {...childItemProps}
            key={i}
          />
        ))}
      </ul>
    </div>
  );
}
