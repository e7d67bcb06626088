import { webTexts } from '@market/shared';
import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Button, buttonClass } from '@/components/ui/button';
import { MenuIcon } from '@/components/ui/icons';
import { BecomeSeller } from '@/features/accounts';
import { loginModal, preloadLoginModal } from '@/features/auth';
import { useCurrentUser } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { JobsPosted } from './jobs-posted';
import { navLinks } from './nav-links';
import { useJobsTicker } from './use-jobs-ticker';

// Headless UI's menu and dialog load only when needed: for signed-in users, on opening the drawer.
const UserMenu = lazy(() => import('../user-menu').then((m) => ({ default: m.UserMenu })));
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));
// Signed-in users: the messages link with its unread badge, which also keeps conversations live.
const MessagesLink = lazy(() => import('@/features/messages').then((m) => ({ default: m.MessagesLink })));

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3', isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700');

function AvatarPlaceholder() {
  return <span aria-hidden="true" className="block size-10 rounded-full p-1"><span className="block size-8 rounded-full bg-slate-200" /></span>;
}

export function SiteHeader() {
  const user = useCurrentUser();
  const ticker = useJobsTicker();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  return (
    <header role="banner" className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      {/* Phones get the drawer only; tablets get the main links inline and the drawer for the rest. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <button
          type="button"
          aria-label={webTexts.openMenu}
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          className="-ml-2 rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
        >
          <MenuIcon className="size-6" />
        </button>
        <BrandLogo className="mr-2 lg:mr-4" />

        <nav aria-label={webTexts.nav.main} className="hidden items-center md:flex">
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end className={navClass}>
              {link.label}
            </NavLink>
          ))}
          <JobsPosted {...ticker} />
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <span className="hidden px-2 text-sm font-medium text-slate-600 lg:inline" title={webTexts.usdTitle}>
            {webTexts.usd}
          </span>
          <BecomeSeller className="hidden rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-brand-700 lg:inline" />
          {user ? (
            <Suspense fallback={<AvatarPlaceholder />}>
              <MessagesLink userId={user._id} />
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => loginModal.open()}
                onPointerEnter={preloadLoginModal}
                onFocus={preloadLoginModal}
              >
                {webTexts.signIn}
              </Button>
              <NavLink to="/join" className={buttonClass('outline', 'sm')}>
                {webTexts.join}
              </NavLink>
            </div>
          )}
        </div>
      </div>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} user={user} ticker={ticker} />
        </Suspense>
      ) : null}
    </header>
  );
}
