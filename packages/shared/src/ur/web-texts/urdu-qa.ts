import type { Translation } from '../../i18n/translation.js';
import type { qaWebTexts as english } from '../../web-texts/urdu-qa.js';

export const qaWebTexts: Translation<typeof english> = {
  budgetPlaceholder: { min: 'کم از کم', max: 'زیادہ سے زیادہ' },
  defaultSupportHours: 'پیر تا ہفتہ، صبح 9:00 سے شام 6:00 بجے تک (پاکستانی وقت)',
  taskStatusFilterLabels: { '': 'تمام', 'To Do': 'کرنا باقی ہے', 'In Progress': 'جاری', 'In Complete': 'نامکمل', Complete: 'مکمل' },
  testCardOutcomes: ['کامیاب', 'تقریباً 3 سیکنڈ پراسیسنگ میں رہتا ہے، پھر کامیاب', 'مسترد', 'مسترد: ناکافی رقم'],
};
