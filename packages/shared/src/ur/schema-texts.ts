import type { schemaTexts as english } from '../schema-texts.js';
import type { Translation } from '../i18n/translation.js';

export const schemaTexts: Translation<typeof english> = {
  atMostCharacters: (max: number) => `زیادہ سے زیادہ ${max} حروف`,
  atMost: (max: number) => `زیادہ سے زیادہ ${max}`,
  atMostLanguages: (max: number) => `زیادہ سے زیادہ ${max} زبانیں`,
  atMostImages: (max: number) => `زیادہ سے زیادہ ${max} تصاویر`,
  atMostFeatures: (max: number) => `زیادہ سے زیادہ ${max} خصوصیات`,
  atMostFiles: (max: number) => `زیادہ سے زیادہ ${max} فائلیں`,
  chooseOneOf: (sizes: string) => `ان میں سے ایک منتخب کریں: ${sizes}`,
  sellerCannotTurnOff: 'سیلر اکاؤنٹ یہاں سے بند نہیں کیا جا سکتا',
  currencyChoice: 'کرنسی USD یا PKR ہونی چاہیے',
  amountWhole: 'رقم سینٹ یا پیسوں میں پورے عدد میں ہونی چاہیے',
  amountPositive: 'رقم صفر سے زیادہ ہونی چاہیے',
  resolveChoice: 'مکمل یا ریفنڈ میں سے ایک منتخب کریں',
  notFileAddress: 'یہ اس سائٹ کی فائل کا پتہ نہیں ہے',
  paymentIntentRequired: 'payment_intent ضروری ہے',
  phoneFormat: 'براہِ کرم درست فون نمبر درج کریں',
};
