import { webTexts } from '@market/shared';
import { WhatsAppIcon } from '@/components/ui/icons';
import { supportContact } from '@/lib/support';

/**
 * Round WhatsApp button in the corner of dashboard pages, to support's WhatsApp number. Smaller on phones; the
 * dashboard's main area ends with room for it, so the last row, pagination or button clears it.
 */
export function FloatingChatLink() {
  return (
    <a
      href={supportContact().whatsappHref}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={webTexts.chatWithSupport}
      className="fixed end-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-offset-4 md:end-5 md:bottom-5 md:size-14"
    >
      <WhatsAppIcon className="size-7 md:size-8" />
    </a>
  );
}
