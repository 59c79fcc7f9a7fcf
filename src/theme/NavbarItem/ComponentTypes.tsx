/**
 * Wraps the theme's navbar item types (Docusaurus's documented way to add one):
 * `custom-bookButton` is the navbar's call to action, whose label is translated
 * and has a short form for tight bars (src/components/ui/BookButtonNavbarItem).
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import BookButtonNavbarItem from '@site/src/components/ui/BookButtonNavbarItem';

export default {
  ...ComponentTypes,
  'custom-bookButton': BookButtonNavbarItem,
};
