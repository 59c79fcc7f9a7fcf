/** Test double for @docusaurus/router: tests set the query string with setSearch, the path with setPathname. */
let search = '';
let pathname = '/contact';

export function setSearch(value: string): void {
  search = value;
}

export function setPathname(value: string): void {
  pathname = value;
}

export function useLocation() {
  return {pathname, search, hash: ''};
}
