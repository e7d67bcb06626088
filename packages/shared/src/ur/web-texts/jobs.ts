import type { Translation } from '../../i18n/translation.js';
import type { jobWebTexts as english } from '../../web-texts/jobs.js';

/** The admin jobs page in Urdu, beyond jobTexts. */
export const jobWebTexts: Translation<typeof english> = {
  description: 'سرور کا بیک گراؤنڈ کام: ناکام جابز دوبارہ چلائیں، آنے والی جابز دیکھیں۔',
  caption: 'جابز',
  columns: {
    type: 'قسم',
    key: 'کلید',
    status: 'اسٹیٹس',
    attempts: 'کوششیں',
    runAt: 'چلنے کا وقت',
    lastError: 'آخری خرابی',
    actions: 'کارروائیاں',
  },
  noError: 'کوئی نہیں',
  showFullError: 'پوری خرابی دکھائیں',
  showLessError: 'کم دکھائیں',
  loading: 'جابز لوڈ ہو رہی ہیں',
  loadFailed: 'خرابی: کچھ غلط ہو گیا',
  loadMore: 'مزید لوڈ کریں',
  retryLabel: (type: string, key: string) => `${type} ${key} دوبارہ چلائیں`,
};
