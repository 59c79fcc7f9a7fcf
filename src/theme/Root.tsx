import type {ReactNode} from 'react';
import FloatingChat from '@site/src/components/ui/FloatingChat';
import PhoneActionBar from '@site/src/components/ui/PhoneActionBar';

/**
 * Root (created, not swizzled from the theme: the classic theme's Root only
 * renders its children). Adds the ways to reach the clinic to every page, the
 * not-found and crash pages included: the floating WhatsApp and call button on
 * wide screens, the Call / WhatsApp / Book action bar on phones (each hides
 * itself by CSS where the other shows).
 */
export default function Root({children}: {children: ReactNode}) {
  return (
    <>
      {children}
      <FloatingChat />
      <PhoneActionBar />
    </>
  );
}
