import { setLanguage } from '@/lib/language';

// The first module of the Urdu entries (main-ur.tsx, server-entry-ur.tsx): its body runs before any
// module of the app, so whatever the app formats or decides by language at module level is Urdu. The
// texts themselves are Urdu already: the Urdu builds write each catalogue's twin into it as it is
// declared (vite-plugins/urdu-catalogues.ts, decision 0152).
setLanguage('ur');
