import type {ReactNode} from 'react';

/** Renders head children inline so tests can inspect JSON-LD and titles. */
export default function Head({children}: {children?: ReactNode}) {
  return <div data-testid="head">{children}</div>;
}
