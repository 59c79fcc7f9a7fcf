import type {ReactNode} from 'react';

export default function Link({
  to,
  href,
  children,
  ...rest
}: {
  to?: string;
  href?: string;
  children?: ReactNode;
}) {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
