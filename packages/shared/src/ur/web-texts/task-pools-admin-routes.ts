import type { Translation } from '../../i18n/translation.js';
import type { taskPoolAdminRouteTexts as english } from '../../web-texts/task-pools-admin-routes.js';

/** The admin's task pool routes, in Urdu. */
export const taskPoolAdminRouteTexts: Translation<typeof english> = {
  nav: 'پولز',
  pools: { title: 'ٹاسک پولز', description: 'چھوٹے آئٹموں کے پول جن کا جواب تصدیق شدہ ورکر ایک ایک کر کے دیتے ہیں: پیش رفت، جائزے کے منتظر جوابات اور لاگت۔' },
  createPool: { title: 'نیا ٹاسک پول', description: 'ہدایات اور جواب کے خانے لکھیں، سیٹنگز منتخب کریں، آئٹم شامل کریں اور شائع کریں۔' },
  pool: { title: 'ٹاسک پول', description: 'ایک ٹاسک پول: اس کی سیٹنگز، پیش رفت، آئٹم، ورکرز اور جائزے کے منتظر جوابات۔' },
};
