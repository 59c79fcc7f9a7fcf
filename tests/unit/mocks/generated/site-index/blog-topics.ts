import type {BlogTopic} from '@site/plugins/site-index';

/** Test double for @generated/site-index/default/blog-topics.json; tests may push topics into it. */
const blogTopics: BlogTopic[] = [];
export default blogTopics;
