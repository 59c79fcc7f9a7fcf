import type {ReactNode} from 'react';
import FloatingChat from '@site/src/components/ui/FloatingChat';

/**
 * Root (created, not swizzled from the theme: the classic theme's Root only
 * renders its children). Adds the floating WhatsApp and call button to every
 * page, the not-found and crash pages included.
 */
export default function Root({children}: {children: ReactNode}) {
  return (
    <>
      {children}
      <FloatingChat />
    </>
  );
}
