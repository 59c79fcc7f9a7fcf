import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * Returns a function telling whether a route exists on this site, so that a
 * block never renders a link to a page that has not been written yet.
 */
export function useRouteExists(): (route: string) => boolean {
  const {siteConfig} = useDocusaurusContext();
  const routes = new Set((siteConfig.customFields?.pageRoutes as string[] | undefined) ?? []);
  const hasBlog = Boolean(siteConfig.customFields?.hasBlog);
  return (route: string) => {
    const path = route.split(/[?#]/)[0];
    return routes.has(path) || (hasBlog && path.startsWith('/blog')) || path.startsWith('/docs/');
  };
}
