/** Test double for @docusaurus/useIsBrowser: jsdom is a browser. */
export default function useIsBrowser(): boolean {
  return true;
}
