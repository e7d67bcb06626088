import type { Translation } from '../i18n/translation.js';
import type { requestTexts as english } from '../request-texts.js';

/** Urdu of `requestTexts`: answers to requests the API cannot take as sent. */
export const requestTexts: Translation<typeof english> = {
  badCharacters: 'متن میں NUL حروف یا خراب یونیکوڈ (unpaired surrogates) شامل نہیں ہو سکتے۔',
  sendJson: 'JSON بھیجیں (Content-Type: application/json)۔',
  badJson: 'درخواست کا مواد درست JSON نہیں ہے۔',
  prototypeKeys: 'درخواست کے مواد میں "__proto__" نام کی key، یا ایسی "constructor" key جس میں "prototype" ہو، شامل نہیں ہو سکتی۔',
  requestTooLarge: (limit: string) => `درخواست بہت بڑی ہے (حد ${limit})۔`,
  badUrl: 'درخواست کا پتا (URL) درست نہیں۔',
  urlTooLong: 'پتے (URL) کا ایک حصہ بہت لمبا ہے۔',
  headersTooLarge: 'درخواست کے ہیڈرز یا پتا (URL) بہت لمبا ہے۔',
  badRequest: 'درخواست سمجھ میں نہیں آ سکی۔',
  restarting: 'سرور دوبارہ شروع ہو رہا ہے۔ براہِ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  unavailable: 'سروس کچھ دیر کے لیے دستیاب نہیں۔ براہِ کرم دوبارہ کوشش کریں۔',
  requestTimeout: 'درخواست پہنچنے میں بہت زیادہ وقت لگا۔',
  fieldNotAllowed: 'اس فیلڈ کی اجازت نہیں',
  invalidValue: 'اندراج درست نہیں',
  invalidRequest: 'درخواست درست نہیں',
};
