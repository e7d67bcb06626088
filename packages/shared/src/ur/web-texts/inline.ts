import type { Translation } from '../../i18n/translation.js';
import type { inlineWebTexts as english } from '../../web-texts/inline.js';

export const inlineWebTexts: Translation<typeof english> = {
  gigs: {
    carousel: 'تصاویر کا سلائیڈ شو',
  },
  counts: {
    Days: (n: number) => `${n} دن`,
    Revisions: (n: number) => (n === 1 ? '1 ترمیم' : `${n} ترامیم`),
    days: (n: number) => `${n} دن`,
    revisions: (n: number) => (n === 1 ? '1 ترمیم' : `${n} ترامیم`),
    years: (n: number) => `${n} سال`,
    months: (n: number) => (n === 1 ? '1 مہینہ' : `${n} مہینے`),
    hours: (n: number) => (n === 1 ? '1 گھنٹہ' : `${n} گھنٹے`),
    minutes: (n: number) => `${n} منٹ`,
  },
  format: {
    listSeparator: '، ',
    and: ' اور ',
    months: ['جنوری', 'فروری', 'مارچ', 'اپریل', 'مئی', 'جون', 'جولائی', 'اگست', 'ستمبر', 'اکتوبر', 'نومبر', 'دسمبر'],
  },
  site: {
    tagline: 'فری لانس سروسز اور معاوضے والے مائیکرو ٹاسک',
    officeLine1: 'آفس 7، دوسری منزل، ارفع سافٹ ویئر ٹیکنالوجی پارک',
    officeLine2: '346-B فیروزپور روڈ، لاہور 54600، پاکستان',
  },
};
