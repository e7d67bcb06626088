import { Outlet } from 'react-router';
import { LoginModalHost, useSessionRefresh } from '@/features/auth';
import { DocumentTitle } from './document-title';
import { ScrollToTop } from './scroll-to-top';

/** Wraps every page: session refresh, scroll reset, tab title and the one login modal. */
export function RootLayout() {
  useSessionRefresh();
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      <Outlet />
      <LoginModalHost />
    </>
  );
}
