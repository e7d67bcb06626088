import type { sellerLimits } from '../constants.js';
import type { sellerTexts as english } from '../sellers.js';
import type { Translation } from '../i18n/translation.js';

// sellerLimits.savedGigs without importing the English constants file: the type fails to check if the limit changes.
const savedGigs: (typeof sellerLimits)['savedGigs'] = 500;

export const sellerTexts: Translation<typeof english> = {
  tooManySaved: `آپ زیادہ سے زیادہ ${savedGigs} گِگز محفوظ کر سکتے ہیں۔ مزید محفوظ کرنے کے لیے کچھ گِگز ہٹا دیں۔`,
};
