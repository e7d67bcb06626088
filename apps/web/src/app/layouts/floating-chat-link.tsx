import { webTexts } from '@market/shared';
import { WhatsAppIcon } from '@/components/ui/icons';
import { site } from '@/lib/site';

/** Round WhatsApp button in the corner of dashboard pages (SPEC 2 Global). */
export function FloatingChatLink() {
  return (
    <a
      href={site.whatsappHref}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={webTexts.chatWithSupport}
      className="fixed right-5 bottom-5 z-30 flex size-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-offset-4"
    >
      <WhatsAppIcon className="size-8" />
    </a>
  );
}
