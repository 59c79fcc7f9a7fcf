export function usePluginData() {
  return {recentPosts: []};
}
