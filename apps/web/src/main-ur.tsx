// The browser entry of Urdu pages: the catalogue first, then the Nastaliq font, then the same app.
import '@/lib/urdu';
import './urdu.css';
import './main';
