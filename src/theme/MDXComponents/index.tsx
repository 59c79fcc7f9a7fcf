/**
 * Swizzled (wrapped) @theme/MDXComponents. Markdown tables render as
 * ScrollableTable (a keyboard-scrollable box when wide). The clinic's content
 * blocks are not here: plugins/remark-import-blocks imports each block into
 * the MDX files that use it, so pages need no imports and no page carries
 * blocks it does not use.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ui/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
