import { applyTranslation, en, messageTranslator, ur } from '@market/shared';
import { setLanguage } from '@/lib/language';
import { setMessageTranslation } from '@/lib/localized-message';

// The first module of the Urdu entries (main-ur.tsx, server-entry-ur.tsx): its body runs before any
// module of the app, so every text the app reads, even at module level, is already Urdu (decision 0152).
setMessageTranslation(messageTranslator(en, ur));
applyTranslation(en, ur);
setLanguage('ur');
