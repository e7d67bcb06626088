import { legalPageTexts, pagePaths, supportTexts, webTexts } from '@market/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { BecomeSeller } from '@/features/accounts';
import { LanguageSwitch } from '@/components/language-switch';
import { AccessibilityIcon, ChevronDownIcon } from '@/components/ui/icons';
import { useCurrentUser } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { site } from '@/lib/site';
import { supportContact } from '@/lib/support';
import { footerGroups, type FooterLink } from './footer-groups';
import { SocialIcon } from './social-icon';
import { CurrencySwitch } from '@/components/currency-switch';

const year = new Date().getFullYear();
const linkClass = 'text-start text-sm text-slate-600 hover:text-slate-900 hover:underline';

/** 'Selling on ...' takes a seller to Add gig and lets anyone else become a seller first (a visitor joins). */
function FooterLinkItem({ link }: { link: FooterLink }) {
  const user = useCurrentUser();
  if (link.selling && user && !user.isSeller) return <BecomeSeller label={link.label} className={linkClass} />;
  return (
    <Link to={link.selling && user?.isSeller ? '/add' : link.to} className={linkClass}>
      {link.label}
    </Link>
  );
}

/**
 * Link groups are an accordion below md (one open at a time) and plain columns from md:
 * 3 columns on tablets, 5 on large screens.
 */
export function SiteFooter() {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const support = supportContact();

  return (
    <footer className="below-fold border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        <div className="divide-y divide-slate-200 md:grid md:grid-cols-3 md:gap-x-8 md:gap-y-10 md:divide-y-0 lg:grid-cols-5">
          {footerGroups.map((group) => {
            const open = openGroup === group.title;
            const listId = `footer-group-${group.id}`;
            return (
              <div key={group.id} className="py-1 md:py-0">
                <h2 className="hidden text-base font-bold text-slate-900 md:block">{group.title}</h2>
                <h2 className="md:hidden">
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={listId}
                    onClick={() => setOpenGroup(open ? null : group.title)}
                    className="flex w-full items-center justify-between py-3 text-start text-base font-bold text-slate-900"
                  >
                    {group.title}
                    <ChevronDownIcon className={cn('size-5 text-slate-500 transition-transform', open && 'rotate-180')} />
                  </button>
                </h2>
                <ul id={listId} className={cn('space-y-3 pb-4 md:mt-4 md:block md:pb-0', open ? 'block' : 'hidden')}>
                  {group.links.map((link) => (
                    <li key={link.label}>
                      <FooterLinkItem link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>

        {/* How to reach support (the SUPPORT_* settings) and the legal pages, open at every width. */}
        <div className="mt-10 flex flex-col gap-4 border-t border-slate-200 pt-6 text-sm text-slate-600 lg:flex-row lg:items-center lg:justify-between">
          <ul aria-label={supportTexts.footerLabel} className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <li className="font-semibold text-slate-900">{supportTexts.footerLabel}</li>
            <li>
              <a href={support.emailHref} className="hover:text-slate-900 hover:underline">
                <bdi data-user-content>{support.email}</bdi>
              </a>
            </li>
            <li>
              <a href={support.phoneHref} className="hover:text-slate-900 hover:underline">
                <bdi data-user-content>{support.phone}</bdi>
              </a>
            </li>
            <li>
              <a href={support.whatsappHref} target="_blank" rel="noopener noreferrer" className="hover:text-slate-900 hover:underline">
                {supportTexts.whatsapp} {support.whatsapp}
              </a>
            </li>
            <li>{support.hours}</li>
          </ul>
          <nav aria-label={supportTexts.footerLegal}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              <li>
                <Link to={pagePaths.privacy} className="font-medium hover:text-slate-900 hover:underline">
                  {legalPageTexts.privacyLink}
                </Link>
              </li>
              <li>
                <Link to={pagePaths.terms} className="font-medium hover:text-slate-900 hover:underline">
                  {legalPageTexts.termsLink}
                </Link>
              </li>
            </ul>
          </nav>
        </div>

        <div className="mt-6 flex flex-col items-center gap-6 border-t border-slate-200 pt-8 lg:flex-row lg:justify-between">
          <div className="flex flex-col items-center gap-2 sm:flex-row sm:gap-4">
            <BrandLogo tone="muted" />
            <p className="text-sm text-slate-500">
              {webTexts.footer.rights(year, site.name)}
            </p>
          </div>
          <div className="flex flex-wrap items-center justify-center gap-x-5 gap-y-3">
            <ul className="flex items-center gap-1" aria-label={webTexts.footer.socialMedia}>
              {site.social.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={webTexts.footer.onSocial(site.name, s.name)}
                    className="flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                  >
                    <SocialIcon name={s.name} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
            <LanguageSwitch className="inline-flex px-1 py-1.5 text-sm text-slate-600" />
            <CurrencySwitch className="inline-flex text-sm" />
            <span
              role="img"
              aria-label={webTexts.footer.accessibility}
              title={webTexts.footer.accessibility}
              className="flex size-9 items-center justify-center rounded-full border border-slate-300 text-slate-600"
            >
              <AccessibilityIcon className="size-5" />
            </span>
          </div>
        </div>
      </div>
    </footer>
  );
}
