/**
 * Swizzled (wrapped) @theme/MDXComponents. The clinic's content blocks are not
 * here: config/remarkImportBlocks.ts imports each block into the MDX files
 * that use it, so pages need no imports and the main bundle carries no block.
 */
import MDXComponents from '@theme-original/MDXComponents';

export default {
  ...MDXComponents,
};
