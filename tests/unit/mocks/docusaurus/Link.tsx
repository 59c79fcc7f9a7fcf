import type {ReactNode} from 'react';

export default function Link({
  to,
  href,
  children,
  // Docusaurus's own prop, not an attribute of <a>.
  autoAddBaseUrl: _autoAddBaseUrl,
  ...rest
}: {
  to?: string;
  href?: string;
  children?: ReactNode;
  autoAddBaseUrl?: boolean;
}) {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
