import { webTexts } from '@market/shared';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { site } from '@/lib/site';

const tones = { dark: 'text-slate-900', light: 'text-white', muted: 'text-slate-500' };

/**
 * The word mark; links home and names the site for screen readers. `className` replaces the
 * default text size (text-2xl), so it gives the size along with anything else.
 */
export function BrandLogo({ className = 'text-2xl', tone = 'dark', onClick }: { className?: string; tone?: keyof typeof tones; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      aria-label={webTexts.siteHome(site.name)}
      className={cn('inline-flex items-baseline font-extrabold tracking-tight', tones[tone], className)}
    >
      {site.name.toLowerCase()}
      <span className="text-brand-500">.</span>
    </Link>
  );
}
