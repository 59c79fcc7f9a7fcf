/** Test double for @docusaurus/router: tests set the query string with setSearch. */
let search = '';

export function setSearch(value: string): void {
  search = value;
}

export function useLocation() {
  return {pathname: '/contact', search, hash: ''};
}
