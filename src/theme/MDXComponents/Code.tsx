/**
 * Swizzled (ejected) @theme/MDXComponents/Code: a code block loads the code
 * highlighter (Prism, about 34 KB gzipped) only on pages that have one. The
 * stock component imports CodeBlock, which put Prism into the chunk of every
 * Markdown page. Fenced code does not come here: plugins/remark-fenced-code
 * has each file with fenced code import CodeBlock itself, without the lazy
 * boundary below that React 18 may hydrate late (see there). What remains is
 * code written as JSX (`<code>` over several lines). Otherwise as stock 3.10.2.
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
