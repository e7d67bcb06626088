import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { webTexts, type AuthUser } from '@market/shared';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { BecomeSeller } from '@/features/accounts';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClass } from '@/components/ui/button';
import { BriefcaseIcon, CloseIcon, LogoutIcon } from '@/components/ui/icons';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { loginModal, useLogout } from '@/features/auth';
import { cn } from '@/lib/cn';
import { AccountLinkIcon } from '../account-link-icon';
import { groupedAccountLinks, roleLabel } from '../account-links';
import { useWaitingForVerification } from '../use-waiting-for-verification';
import { poolJobsPath, postedJobsPath } from './jobs-target';
import { navLinks } from './nav-links';
import type { Ticker } from './use-jobs-ticker';
import { CurrencySwitch } from '@/components/currency-switch';

type MobileDrawerProps = { open: boolean; onClose: () => void; user: AuthUser | null; ticker: Ticker };

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn('flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium', isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-50');

/**
 * The menu of phones and tablets: a panel sliding in from the start side (the left, the right in Urdu) with the site's links, every
 * page of the user's roles (the header menu's entries), the latest jobs and sign-in or logout.
 */
export function MobileDrawer({ open, onClose, user, ticker }: MobileDrawerProps) {
  const logout = useLogout();
  const waiting = useWaitingForVerification(user);
  useReturnFocus(open);

  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 xl:hidden">
      <div className="fixed inset-0 bg-slate-950/50 animate-fade-in" aria-hidden="true" />
      <DialogPanel
        transition
        className="fixed inset-y-0 start-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-2xl transition duration-200 ease-out data-closed:-translate-x-full rtl:data-closed:translate-x-full"
      >
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <DialogTitle className="sr-only">{webTexts.siteMenu}</DialogTitle>
          <BrandLogo onClick={onClose} />
          <button type="button" onClick={onClose} aria-label={webTexts.closeMenu} className="rounded-full p-2 text-slate-600 hover:bg-slate-100">
            <CloseIcon className="size-6" />
          </button>
        </div>

        {user ? (
          <div className="flex items-center gap-3 border-b border-slate-100 px-5 py-4">
            <Avatar src={user.img} className="size-10" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900"><bdi data-user-content>{user.username}</bdi></p>
              <p className="text-xs text-slate-500">{roleLabel(user)}</p>
            </div>
          </div>
        ) : null}

        <nav aria-label={webTexts.nav.mobile} className="flex-1 px-3 py-4">
          <div className="space-y-1">
            {navLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end onClick={onClose} className={linkClass}>
                {link.label}
              </NavLink>
            ))}
            <BecomeSeller onNavigate={onClose} className={linkClass} />
          </div>
          {user
            ? groupedAccountLinks(user, waiting).map((group) => (
                <div key={group[0].group} className="mt-2 space-y-1 border-t border-slate-100 pt-2">
                  {group.map((link) => (
                    <NavLink key={link.to} to={link.to} end onClick={onClose} className={linkClass}>
                      <AccountLinkIcon icon={link.icon} className="size-5 shrink-0 text-slate-500" />
                      {link.label}
                    </NavLink>
                  ))}
                </div>
              ))
            : null}

          <section aria-labelledby="drawer-jobs" className="mt-4 rounded-lg bg-slate-50 p-3">
            <h2 id="drawer-jobs" className="flex items-center gap-2 text-sm font-semibold text-slate-800">
              {webTexts.jobsPosted}
              <span aria-hidden="true" className="flex size-5 items-center justify-center rounded-full bg-brand-600 text-[11px] font-bold text-white">
                {ticker.badge}
              </span>
            </h2>
            <ul aria-labelledby="drawer-jobs" className="mt-2 space-y-1">
              {ticker.jobs.slice(0, 4).map((job) => (
                <li key={job.id}>
                  <Link to={ticker.pools ? poolJobsPath(user) : postedJobsPath(user, waiting)} onClick={onClose} className="flex items-center gap-2 rounded py-1 text-sm text-slate-600 hover:text-brand-800">
                    <BriefcaseIcon className="size-4 shrink-0 text-brand-700" />
                    <bdi data-user-content>{job.title}</bdi>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <CurrencySwitch label className="mx-3 mt-3 flex text-sm" />
          <LanguageSwitch className="mx-3 mt-2 inline-flex py-1.5 text-base text-slate-700" />
        </nav>

        <div className="space-y-2 border-t border-slate-100 p-4">
          {user ? (
            <Button
              variant="outline"
              className="w-full"
              onClick={() => {
                onClose();
                void logout();
              }}
            >
              <LogoutIcon className="size-4 rtl:-scale-x-100" />
              {webTexts.logout}
            </Button>
          ) : (
            <>
              <NavLink to="/join" onClick={onClose} className={buttonClass('primary', 'md', 'w-full')}>
                {webTexts.join}
              </NavLink>
              <Button
                variant="outline"
                className="w-full"
                onClick={() => {
                  onClose();
                  loginModal.open();
                }}
              >
                {webTexts.signIn}
              </Button>
            </>
          )}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
