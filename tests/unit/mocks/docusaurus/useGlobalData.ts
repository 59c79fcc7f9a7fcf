/** Test double for @docusaurus/useGlobalData: tests set the site-index plugin's data with setPluginData. */
let pluginData: unknown = {recentPosts: [], postsByAuthor: {}};

export function setPluginData(data: unknown): void {
  pluginData = data;
}

export function usePluginData(): unknown {
  return pluginData;
}
