import { webTexts } from '@market/shared';
import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { Button, buttonClass } from '@/components/ui/button';
import { CloseIcon, MenuIcon, SearchIcon } from '@/components/ui/icons';
import { BecomeSeller } from '@/features/accounts';
import { loginModal, preloadLoginModal } from '@/features/auth';
import { useCurrentUser } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/hydration';
import { HeaderSearch } from './header-search';
import { JobsPosted } from './jobs-posted';
import { navLinks } from './nav-links';
import { useJobsTicker } from './use-jobs-ticker';
import { CurrencySwitch } from '@/components/currency-switch';

// Headless UI's menu and dialog load only when needed: for signed-in users, on opening the drawer.
const UserMenu = lazy(() => import('../user-menu').then((m) => ({ default: m.UserMenu })));
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));
// Signed-in users: the messages link with its unread badge, which also keeps conversations live.
const MessagesLink = lazy(() => import('@/features/messages').then((m) => ({ default: m.MessagesLink })));
// ...and the notification bell with its unread count and panel, which keeps notifications live.
const NotificationBell = lazy(() => import('@/features/notifications').then((m) => ({ default: m.NotificationBell })));

/** A fixed id: the phone's search link points at it without script (#site-search), and a page has one header. */
const phoneSearchId = 'site-search';

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors', isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700');

const phoneSearchToggleClass = 'rounded-full p-1.5 text-slate-700 hover:bg-slate-100 min-[360px]:p-2 md:hidden';

function AvatarPlaceholder() {
  return <span aria-hidden="true" className="block size-10 rounded-full p-1"><span className="block size-8 rounded-full bg-slate-200" /></span>;
}

/**
 * One row at every width (decision 0116): the search box takes the room left. Phones get the
 * drawer and a search button opening the box under the row; tablets the box inline and the
 * drawer; from 1024 px 'Jobs Posted' and 'Become a Seller', from 1280 px the main links and
 * no drawer. Below 360 px the logo, paddings and gaps shrink so the signed-in icons fit.
 */
export function SiteHeader() {
  const user = useCurrentUser();
  const ticker = useJobsTicker();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [phoneSearchOpen, setPhoneSearchOpen] = useState(false);
  const hydrated = useHydrated();
  // Any navigation (a link, a search, Become a Seller's landing on Add gig) closes the drawer and the phone search.
  const [shownPage, setShownPage] = useState(location.key);
  if (shownPage !== location.key) {
    setShownPage(location.key);
    setDrawerOpen(false);
    setPhoneSearchOpen(false);
  }

  return (
    <header role="banner" className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 min-[360px]:px-4 sm:gap-2 sm:px-6 lg:px-8">
        <button
          type="button"
          aria-label={webTexts.openMenu}
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          className="-ms-2 shrink-0 rounded-md p-2 text-slate-700 hover:bg-slate-100 xl:hidden"
        >
          <MenuIcon className="size-6" />
        </button>
        <BrandLogo className="me-1 shrink-0 text-xl min-[360px]:text-2xl sm:me-2" />

        <nav aria-label={webTexts.nav.main} className="hidden shrink-0 items-center lg:flex">
          <div className="hidden items-center xl:flex">
            {navLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end className={navClass}>
                {link.label}
              </NavLink>
            ))}
          </div>
          <JobsPosted {...ticker} />
        </nav>

        <HeaderSearch className="hidden max-w-md flex-1 md:block" />

        <div className="ms-auto flex shrink-0 items-center gap-0 min-[360px]:gap-1 sm:gap-2">
          {hydrated ? (
            <button
              type="button"
              aria-label={webTexts.headerSearch.open}
              aria-expanded={phoneSearchOpen}
              aria-controls={phoneSearchId}
              onClick={() => setPhoneSearchOpen((open) => !open)}
              className={phoneSearchToggleClass}
            >
              {phoneSearchOpen ? <CloseIcon className="size-6" /> : <SearchIcon className="size-6" />}
            </button>
          ) : (
            // Without script: a link to the box under the row, which the :target rule shows.
            <a href={`#${phoneSearchId}`} aria-label={webTexts.headerSearch.open} className={phoneSearchToggleClass}>
              <SearchIcon className="size-6" />
            </a>
          )}
          <LanguageSwitch className="hidden px-1 py-2 text-sm text-slate-600 xl:inline-flex" />
          <CurrencySwitch compact className="hidden px-1 py-2 text-sm text-slate-600 xl:inline-flex" />
          <BecomeSeller className="hidden rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-brand-700 lg:inline" />
          {user ? (
            <Suspense fallback={<AvatarPlaceholder />}>
              <MessagesLink userId={user._id} />
              <NotificationBell userId={user._id} />
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
      {/* In the markup from the server on (a class, not the hidden attribute, which :target cannot override). */}
      <div id={phoneSearchId} className={cn(phoneSearchOpen ? 'block' : 'hidden target:block', 'border-t border-slate-100 px-4 py-3 sm:px-6 md:hidden')}>
        <HeaderSearch autoFocus={phoneSearchOpen} onSearched={() => setPhoneSearchOpen(false)} />
      </div>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} user={user} ticker={ticker} />
        </Suspense>
      ) : null}
    </header>
  );
}
