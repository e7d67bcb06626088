import { messagingWebTexts } from '@market/shared';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { loginModal } from '@/features/auth';
import { ChatIcon } from './chat-icon';

/** Shown on the messages pages to a visitor: signing in brings them back here. */
export function SignInPrompt() {
  // This very conversation (/messages?to=...) is where signing in, or joining from the dialog, comes back to.
  const location = useLocation();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-6 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ChatIcon className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{messagingWebTexts.heading}</h1>
      <p className="mt-2 text-slate-600">{messagingWebTexts.signInPrompt}</p>
      <Button className="mt-6" onClick={() => loginModal.open(location.pathname + location.search)}>
        {messagingWebTexts.signIn}
      </Button>
    </section>
  );
}
