// The browser entry of Urdu pages: the language first, then the Urdu stylesheet, the same app, and
// the Nastaliq font once the page has loaded (lib/urdu-font.ts).
import '@/lib/urdu';
import './urdu.css';
import './main';
import { loadUrduFont } from '@/lib/urdu-font';

loadUrduFont();
