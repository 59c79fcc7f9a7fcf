import type {ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import CrashPage from '@site/src/components/ui/CrashPage';
import FloatingChat from '@site/src/components/ui/FloatingChat';
import PhoneActionBar from '@site/src/components/ui/PhoneActionBar';

/**
 * Root (created, not swizzled from the theme: the classic theme's Root only
 * renders its children). Adds the ways to reach the clinic to every page, the
 * not-found and crash pages included: the floating WhatsApp and call button on
 * wide screens, the Call / WhatsApp / Book action bar on phones (each hides
 * itself by CSS where the other shows). An error thrown before a page's Layout
 * shows our crash page (CrashPage) instead of Docusaurus's bare one.
 */
export default function Root({children}: {children: ReactNode}) {
  return (
    <>
      <ErrorBoundary fallback={(params) => <CrashPage {...params} />}>{children}</ErrorBoundary>
      <FloatingChat />
      <PhoneActionBar />
    </>
  );
}
