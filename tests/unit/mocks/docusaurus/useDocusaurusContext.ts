/** Test double: the routes a test declares as existing, via setPageRoutes(). */
let pageRoutes: string[] = [];
let hasBlog = false;

export function setPageRoutes(routes: string[], blog = false): void {
  pageRoutes = routes;
  hasBlog = blog;
}

export default function useDocusaurusContext() {
  return {siteConfig: {customFields: {pageRoutes, hasBlog}}};
}
