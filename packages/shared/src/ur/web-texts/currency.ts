import type { currencyWebTexts as english } from '../../web-texts/currency.js';
import type { Translation } from '../../i18n/translation.js';

export const currencyWebTexts: Translation<typeof english> = {
  switch: {
    label: 'کرنسی',
    title: 'قیمتیں امریکی ڈالر یا پاکستانی روپے میں دیکھیں',
    switchTo: (currency: string) => `قیمتیں ${currency} میں دیکھیں`,
    names: { USD: 'امریکی ڈالر', PKR: 'پاکستانی روپے' },
  },
  approximate: 'تقریباً، ادائیگی امریکی ڈالر میں ہوگی',
  paidAtRate: (rate: string) => `روپے میں ادا کیا گیا، ${rate} فی ڈالر کے حساب سے`,
  budgetRupees: 'بجٹ (Rs)',
  budgetLabel: (bound: 'min' | 'max') => `روپے میں ${bound === 'min' ? 'کم از کم' : 'زیادہ سے زیادہ'} بجٹ`,
};
