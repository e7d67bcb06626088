import { languageNames, languages, languageSwitchTexts, type Language } from '@market/shared';
import { useState } from 'react';
import { GlobeIcon } from '@/components/ui/icons';
import { useCurrentUser } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { currentLanguage, switchLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';

/** `className` replaces the default display, size and colour (`inline-flex text-sm text-slate-600`): cn resolves no conflicts. */
type LanguageSwitchProps = { className?: string; iconClassName?: string };

/**
 * The other language's name, in that language: pressing it keeps the choice and reloads the page
 * in it (lib/language.ts). Read as "Language: اردو", the name in its own language's voice.
 */
export function LanguageSwitch({ className = 'inline-flex text-sm text-slate-600', iconClassName = 'size-5' }: LanguageSwitchProps) {
  const user = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const next: Language = languages.find((language) => language !== currentLanguage()) ?? 'en';
  const name = languageNames[next];

  const onClick = () => {
    setBusy(true);
    switchLanguage(next, user?._id).catch(() => {
      setBusy(false);
      toast.error(languageSwitchTexts.failed);
    });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      title={languageSwitchTexts.switchTo(name)}
      className={cn('items-center gap-1.5 rounded-md font-medium hover:text-brand-700 disabled:opacity-60', className)}
    >
      <GlobeIcon className={cn('shrink-0', iconClassName)} />
      <span className="sr-only">{languageSwitchTexts.label}: </span>
      <span lang={next} dir="auto">
        {name}
      </span>
    </button>
  );
}
