// The modules of @easyops-cn/docusaurus-search-local 0.55.3 that src/theme/SearchBar
// imports directly; the package ships no types for them.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  /** Starts the search worker (once) and has it download the index of `searchContext`. */
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
