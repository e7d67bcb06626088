import type { rateCardWebTexts as english } from '../../web-texts/rate-card.js';
import type { Translation } from '../../i18n/translation.js';

export const rateCardWebTexts: Translation<typeof english> = {
  title: 'شرحِ تبادلہ',
  intro: 'روپے میں قیمتیں اسی شرح پر دکھائی جاتی ہیں، اور والیٹ کی ادائیگیاں بھی اسی شرح پر وصول ہوتی ہیں۔',
  current: (rate: string) => `${rate} فی امریکی ڈالر`,
  since: (date: string) => `${date} سے`,
  field: 'ایک امریکی ڈالر کے روپے',
  save: 'شرح محفوظ کریں',
  history: 'پچھلی شرحیں',
  columns: { value: 'شرح', by: 'کس نے مقرر کی', when: 'کب' },
  initial: 'ابتدائی سیٹنگ',
  empty: 'شرح ابھی تک تبدیل نہیں کی گئی۔',
  loadFailed: 'شرحِ تبادلہ لوڈ نہیں ہو سکی۔',
};
