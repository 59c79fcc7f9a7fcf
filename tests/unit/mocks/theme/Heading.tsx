import type {ReactNode} from 'react';

export default function Heading({
  as: Tag,
  children,
  ...rest
}: {
  as: 'h1' | 'h2' | 'h3' | 'h4';
  children?: ReactNode;
}) {
  return <Tag {...rest}>{children}</Tag>;
}
