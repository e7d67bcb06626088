import type { Translation } from '../../i18n/translation.js';
import type { taskPoolWorkerRouteTexts as english } from '../../web-texts/task-pools-worker-routes.js';

// The worker pages' tab titles and descriptions, and the menus' entry, in Urdu.
export const taskPoolWorkerRouteTexts: Translation<typeof english> = {
  menu: 'کام تلاش کریں',
  work: {
    title: 'کام تلاش کریں',
    description: 'تصدیق شدہ ورکرز کے لیے چھوٹے معاوضے والے کام: ایک وقت میں ایک آئٹم لیں، اس کا جواب دیں، اور ہر منظور شدہ جواب کا معاوضہ پائیں۔',
  },
  pool: { title: 'پول پر کام', description: 'ٹاسک پول کے آئٹمز کے جواب ایک ایک کر کے دیں، ہر آئٹم اس کے مقررہ وقت میں۔' },
  history: { title: 'کام کا ریکارڈ', description: 'ٹاسک پولز میں آپ کے جوابات، ان کا جائزہ، آپ کی درستی اور آپ کی کمائی۔' },
};
