import type { jobTexts as english } from '../jobs.js';
import type { Translation } from '../i18n/translation.js';

/** Urdu texts of the admins' jobs page (the English ones: ../jobs.ts). */
export const jobTexts: Translation<typeof english> = {
  title: 'جابز',
  filterLabel: 'دکھائیں',
  statusLabels: { failed: 'ناکام', dead: 'ڈیڈ لیٹر', scheduled: 'شیڈول شدہ', running: 'جاری' },
  empty: 'یہاں کوئی جاب نہیں۔',
  retry: 'دوبارہ چلائیں',
  retried: 'یہ جاب تھوڑی دیر میں دوبارہ چلے گی۔',
  notFound: 'جاب نہیں ملی۔',
  notRetryable: 'صرف ناکام یا ڈیڈ جاب دوبارہ چلائی جا سکتی ہے۔',
};
