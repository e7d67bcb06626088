import type { languageSwitchTexts as english } from '../../web-texts/language.js';
import type { Translation } from '../../i18n/translation.js';

export const languageSwitchTexts: Translation<typeof english> = {
  label: 'زبان',
  switchTo: (language: string) => `سائٹ ${language} میں دیکھیں`,
  failed: 'زبان تبدیل نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
};
