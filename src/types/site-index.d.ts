/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module declaration (a file without imports) can only refer to types through import() */
// The JSON files plugins/site-index writes for the components that show them.
declare module '@generated/site-index/default/recent-posts.json' {
  const recentPosts: import('../../plugins/site-index').RecentPost[];
  export default recentPosts;
}

declare module '@generated/site-index/default/posts-by-author.json' {
  const postsByAuthor: import('../../plugins/site-index').PostsByAuthor;
  export default postsByAuthor;
}

declare module '@generated/site-index/default/blog-topics.json' {
  const blogTopics: import('../../plugins/site-index').BlogTopic[];
  export default blogTopics;
}
