import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';

type Props = {to: string; mobile?: boolean; position?: 'left' | 'right'};

/**
 * The navbar's call to action (`type: 'custom-bookButton'` in config/navbar.ts).
 * Where the bar is tight (src/css/custom.css, "shell") it shows its short label;
 * the full label stays the link's name for screen readers, so the name still
 * contains the words on screen.
 */
export default function BookButtonNavbarItem(props: Props): ReactNode {
  const label = (
    <span className="navbar-book-button__label">
      <span className="navbar-book-button__full">
        {translate({
          id: 'bookButton.label',
          message: 'Book appointment',
          description:
            'The call to action to book: the end of the navbar, the phone menu and the home page’s booking button',
        })}
      </span>
      <span className="navbar-book-button__short" aria-hidden="true">
        {translate({
          id: 'bookButton.short',
          message: 'Book',
          description:
            'The navbar’s call to action where the bar is tight; one short word, part of the full label (“Book appointment”)',
        })}
      </span>
    </span>
  );
  // The theme renders `label` as the link's content; its type says string, but any node works.
  return <DefaultNavbarItem {...props} label={label} className="navbar-book-button" />;
}
