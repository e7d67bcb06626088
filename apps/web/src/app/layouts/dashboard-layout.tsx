import { webTexts } from '@market/shared';
import { Suspense, useEffect, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { BrandLogo } from '@/components/brand-logo';
import { ArrowLeftIcon, ClockIcon, CoinsIcon, ListChecksIcon, PackageIcon, PlusSquareIcon, SearchIcon, ShieldIcon, TrendingUpIcon, UserIcon, UsersIcon, WalletIcon } from '@/components/ui/icons';
import { loginModal } from '@/features/auth';
import { NotificationBell } from '@/features/notifications';
import { authStore, useCurrentUser } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { useRouteMeta } from '@/lib/route-meta';
import { dashboardLinks, type DashboardLink } from './dashboard-nav';
import { FloatingChatLink } from './floating-chat-link';
import { UserMenu } from './user-menu';

const icons: Record<DashboardLink['icon'], typeof UserIcon> = {
  profile: UserIcon,
  create: PlusSquareIcon,
  users: UsersIcon,
  tasks: ListChecksIcon,
  jobs: ClockIcon,
  disputes: ShieldIcon,
  'my-tasks': ListChecksIcon,
  work: SearchIcon,
  earnings: WalletIcon,
  payouts: CoinsIcon,
  finance: TrendingUpIcon,
  pools: PackageIcon,
};

/** A visitor asked for a dashboard page: go home and offer to sign in, then come back. */
function RedirectToSignIn({ next }: { next: string }) {
  useEffect(() => {
    loginModal.open(next);
  }, [next]);
  return <Navigate to="/" replace />;
}

/** Signed-in area: sidebar (top bar on phones), no site header or footer, chat button. */
export function DashboardLayout() {
  const user = useCurrentUser();
  const location = useLocation();
  const meta = useRouteMeta();
  // Only a visitor arriving here is offered sign-in; someone who signs out (or whose session
  // ends) while inside simply leaves.
  const [arrivedSignedOut] = useState(() => authStore.get() === null);
  if (!user) return arrivedSignedOut ? <RedirectToSignIn next={location.pathname + location.search} /> : <Navigate to="/" replace />;

  const links = dashboardLinks(user);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap md:gap-3',
      isActive ? 'bg-brand-700 text-white' : 'text-slate-300 hover:bg-white/10 hover:text-white',
    );

  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <aside className="bg-brand-950 text-white md:sticky md:top-0 md:flex md:h-screen md:w-64 md:shrink-0 md:flex-col">
        <div className="flex h-16 items-center justify-between px-4 md:px-6">
          <BrandLogo tone="light" />
          <div className="flex items-center gap-1 md:hidden">
            <NotificationBell userId={user._id} tone="light" />
            <UserMenu user={user} />
          </div>
        </div>
        {/* Phones: the links wrap onto as many rows as they need, so none hides off-screen. */}
        <nav aria-label={webTexts.nav.dashboard} className="flex flex-wrap gap-1 px-3 pb-3 md:flex-1 md:flex-col md:flex-nowrap md:overflow-y-auto md:pb-0">
          {links.map((link) => {
            const Icon = icons[link.icon];
            return (
              <NavLink key={link.to} to={link.to} className={linkClass}>
                <Icon className="size-5" />
                {link.label}
              </NavLink>
            );
          })}
          <Link to="/" className={cn(linkClass({ isActive: false }), 'md:mt-auto md:mb-3')}>
            <ArrowLeftIcon className="size-5 rtl:-scale-x-100" />
            {webTexts.dashboard.backToSite}
          </Link>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="hidden h-16 items-center justify-between border-b border-slate-200 bg-white px-6 md:flex">
          <p className="text-lg font-semibold text-slate-900">{meta?.title ?? webTexts.account.dashboard}</p>
          <div className="flex items-center gap-2">
            <NotificationBell userId={user._id} />
            <UserMenu user={user} />
          </div>
        </div>
        {/* Room under the last row for the floating chat button. */}
        <main id="main" className="flex-1 pb-24">
          {/* Navigations wait on the old page (transitions); this shows only when nothing is there yet. */}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <FloatingChatLink />
    </div>
  );
}
