import type { ReactNode } from 'react';
import { LoginModalHost, useSessionRefresh } from '@/features/auth';
import { DocumentTitle } from './document-title';
import { ScrollToTop } from './scroll-to-top';

/** Wraps every page: session refresh, scroll reset, tab title and the one login modal. */
export function RootLayout({ children }: { children: ReactNode }) {
  useSessionRefresh();
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      {children}
      <LoginModalHost />
    </>
  );
}
