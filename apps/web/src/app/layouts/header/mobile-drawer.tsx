import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { webTexts, type AuthUser } from '@market/shared';
import { NavLink } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { BecomeSeller } from '@/features/accounts';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClass } from '@/components/ui/button';
import { BriefcaseIcon, CloseIcon, LogoutIcon } from '@/components/ui/icons';
import { loginModal, useLogout } from '@/features/auth';
import { cn } from '@/lib/cn';
import { AccountLinkIcon } from '../account-link-icon';
import { accountLinks, roleLabel } from '../account-links';
import { navLinks } from './nav-links';
import type { Ticker } from './use-jobs-ticker';

type MobileDrawerProps = { open: boolean; onClose: () => void; user: AuthUser | null; ticker: Ticker };

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn('flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium', isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-50');

/** The small-screen menu: a panel sliding in from the left that mirrors the header. */
export function MobileDrawer({ open, onClose, user, ticker }: MobileDrawerProps) {
  const logout = useLogout();

  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 lg:hidden">
      <div className="fixed inset-0 bg-slate-950/50 animate-fade-in" aria-hidden="true" />
      <DialogPanel
        transition
        className="fixed inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-2xl transition duration-200 ease-out data-closed:-translate-x-full"
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
              <p className="truncate font-semibold text-slate-900">{user.username}</p>
              <p className="text-xs text-slate-500">{roleLabel(user)}</p>
            </div>
          </div>
        ) : null}

        <nav aria-label={webTexts.nav.mobile} className="flex-1 space-y-1 px-3 py-4">
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end onClick={onClose} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          <BecomeSeller onNavigate={onClose} className={linkClass} />
          {user
            ? accountLinks(user).map((link) => (
                <NavLink key={link.to} to={link.to} end onClick={onClose} className={linkClass}>
                  <AccountLinkIcon icon={link.icon} className="size-5 text-slate-500" />
                  {link.label}
                </NavLink>
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
                <li key={job.id} className="flex items-center gap-2 text-sm text-slate-600">
                  <BriefcaseIcon className="size-4 shrink-0 text-brand-700" />
                  {job.title}
                </li>
              ))}
            </ul>
          </section>
          <p className="px-3 pt-3 text-sm text-slate-500">
            {webTexts.currency} <span className="font-semibold text-slate-700">{webTexts.usd}</span>
          </p>
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
              <LogoutIcon className="size-4" />
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
