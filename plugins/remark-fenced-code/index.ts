/**
 * Remark plugin: a file's fenced code blocks become `<FencedCodeBlock>`, the
 * theme's CodeBlock imported by the file itself, with the props the stock
 * MDXComponents/Code passes it (the language class, the metastring, the code).
 *
 * Why: the code highlighter (Prism, 34 KB gzipped) must stay out of the pages
 * without code, so src/theme/MDXComponents/Code.tsx loads CodeBlock lazily,
 * behind a Suspense boundary. React 18 hydrates such a boundary after the rest
 * of the page, and when an update reaches it first (the theme flips
 * `useIsBrowser` right after hydration, which CodeBlock reads) while its chunk
 * is still loading, React drops the server's highlighted HTML, shows the plain
 * fallback and reports error #421. Imported by the file, CodeBlock is in the
 * chunk of each page that has code, loaded before the page hydrates, and no
 * boundary is needed. Code.tsx still serves code written as JSX.
 */
import type {Code, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx';
import {visit} from 'unist-util-visit';
import {importNode} from '../remark-import-blocks';

export const fencedCodeComponent = 'FencedCodeBlock';

const attribute = (name: string, value: string): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

/** The element for one fenced block: what MDX would pass through <pre><code>, minus the pre. */
export function fencedCodeElement({lang, meta, value}: Code): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: fencedCodeComponent,
    attributes: [
      ...(lang ? [attribute('className', `language-${lang}`)] : []),
      ...(meta ? [attribute('metastring', meta)] : []),
      // As MDX renders a fenced block: its text with a final line break, if any text.
      attribute('children', value ? `${value}\n` : ''),
    ],
    children: [],
  };
}

export default function remarkFencedCode() {
  return (tree: Root): void => {
    let found = false;
    visit(tree, 'code', (node, index, parent) => {
      if (!parent || index === undefined) return;
      parent.children[index] = fencedCodeElement(node);
      found = true;
    });
    if (found) {
      tree.children.unshift(
        importNode([fencedCodeComponent], {[fencedCodeComponent]: {from: '@theme/CodeBlock'}}),
      );
    }
  };
}
