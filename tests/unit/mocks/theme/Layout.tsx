import type {ReactNode} from 'react';

/** Test double for @theme/Layout: renders the page body and exposes title and description as data attributes. */
export default function Layout({
  title,
  description,
  children,
}: {
  title?: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div data-testid="layout" data-title={title} data-description={description}>
      {children}
    </div>
  );
}
