import type {PostsByAuthor} from '@site/plugins/site-index';

/** Test double for @generated/site-index/default/posts-by-author.json; tests may add authors' posts to it. */
const postsByAuthor: PostsByAuthor = {};
export default postsByAuthor;
