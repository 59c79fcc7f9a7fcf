/**
 * Swizzled (ejected) @theme/MDXComponents/Code: fenced code blocks load the
 * code highlighter (Prism, about 34 KB gzipped) only on pages that have one.
 * Only the editor guide shows code, but the stock component imports CodeBlock,
 * which put Prism into the chunk of every Markdown page. The server still
 * renders the highlighted block (it waits for lazy components), and the
 * browser keeps that HTML until the chunk arrives. Otherwise as stock 3.10.2.
 */
import {Children, lazy, Suspense, type ComponentProps} from 'react';
import CodeInline from '@theme/CodeInline';

const CodeBlock = lazy(() => import('@theme/CodeBlock'));

type Props = ComponentProps<'code'>;

/** The stock rule: empty code has no children; text on one line is inline. */
function shouldBeInline({children}: Props): boolean {
  return (
    children !== undefined &&
    Children.toArray(children).every((child) => typeof child === 'string' && !child.includes('\n'))
  );
}

export default function MDXCode(props: Props) {
  if (shouldBeInline(props)) return <CodeInline {...props} />;
  return (
    <Suspense
      fallback={
        <pre>
          <code>{props.children}</code>
        </pre>
      }>
      <CodeBlock {...props}>{props.children ?? ''}</CodeBlock>
    </Suspense>
  );
}
