import type {RecentPost} from '@site/plugins/site-index';

/** Test double for @generated/site-index/default/recent-posts.json; tests may push posts into it. */
const recentPosts: RecentPost[] = [];
export default recentPosts;
