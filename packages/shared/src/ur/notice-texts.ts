import type { mailTexts as englishMail, noticeTexts as englishNotices } from '../notice-texts.js';
import type { Translation } from '../i18n/translation.js';

/** A title as the notices quote it. */
const quoted = (title: string) => `“${title}”`;
/** An admin's reason as a sentence of the notice: it ends with its full stop (Urdu's or a Latin one). */
const sentence = (text: string) => (/[.!?۔؟]$/.test(text.trim()) ? text.trim() : `${text.trim()}۔`);

export const noticeTexts: Translation<typeof englishNotices> = {
  yourOrder: 'آپ کا آرڈر',
  aTask: 'ایک ٹاسک',
  paymentReceiptTitle: 'ادائیگی کی رسید',
  paymentReceiptBody: (price: string, title: string, reference: string | null) =>
    `آپ نے ${quoted(title)} کے لیے ${price} ادا کیے۔${reference ? ` ادائیگی کا حوالہ: ${reference}۔` : ''} آرڈر کے صفحے پر اس کی پیش رفت دیکھیں۔`,
  refundReceiptTitle: 'ریفنڈ کی رسید',
  refundReceiptBody: (price: string, title: string, reference: string | null, toWallet: boolean) =>
    `${quoted(title)} کے ${price} پورے کے پورے ${toWallet ? 'اسی والیٹ' : 'اسی کارڈ'} میں ریفنڈ کر دیے گئے جس سے آپ نے ادائیگی کی تھی۔${reference ? ` ریفنڈ کا حوالہ: ${reference}۔` : ''}`,
  newOrderTitle: 'نیا آرڈر',
  newOrderBody: (price: string, title: string) => `ایک خریدار نے ${quoted(title)} کے لیے ${price} ادا کیے۔ ڈیلیوری کا وقت شروع ہو گیا ہے۔`,
  requirementsTitle: 'ضروریات موصول ہو گئیں',
  requirementsBody: (title: string) => `خریدار نے ${quoted(title)} کی ضروریات بھیج دی ہیں۔`,
  deliveredTitle: 'آپ کا آرڈر ڈیلیور ہو گیا',
  deliveredBody: (title: string) => `سیلر نے ${quoted(title)} ڈیلیور کر دیا ہے۔ اسے قبول کریں یا ترمیم کی درخواست کریں۔`,
  revisionTitle: 'ترمیم کی درخواست',
  revisionBody: (title: string) => `خریدار نے ${quoted(title)} میں تبدیلیوں کی درخواست کی ہے۔`,
  disputeResolvedTitle: 'تنازع حل ہو گیا',
  completedTitle: 'آرڈر مکمل ہو گیا',
  resolvedCompleteBody: (title: string) => `ایک ایڈمن نے ${quoted(title)} کا تنازع حل کر دیا: آرڈر مکمل ہے۔`,
  autoCompletedBody: (title: string) => `${quoted(title)} خود بخود مکمل ہو گیا: ڈیلیوری کا وقت پر جواب نہیں دیا گیا۔`,
  completedBody: (title: string, forSeller: boolean) =>
    `${quoted(title)} مکمل ہو گیا ہے۔${forSeller ? ' آپ کی آمدنی کلیئرنس کی مدت کے بعد دستیاب ہو گی۔' : ' آپ ریویو دے سکتے ہیں۔'}`,
  cancellationRequestedTitle: 'منسوخی کی درخواست',
  cancellationRequestedBody: (title: string) => `${quoted(title)} کی منسوخی کی درخواست کی گئی ہے۔ اسے قبول یا مسترد کریں۔`,
  cancellationDeclinedTitle: 'منسوخی مسترد',
  cancellationDeclinedBody: (title: string) => `${quoted(title)} کی منسوخی کی آپ کی درخواست مسترد کر دی گئی۔ آرڈر جاری ہے۔`,
  cancelledTitle: 'آرڈر منسوخ ہو گیا',
  resolvedRefundBody: (title: string) => `ایک ایڈمن نے ${quoted(title)} کا تنازع حل کر دیا: خریدار کو ریفنڈ کر دیا گیا ہے۔`,
  cancelledLateBody: (title: string) => `خریدار نے ${quoted(title)} تاخیر کی وجہ سے منسوخ کر دیا۔ خریدار کو ریفنڈ کر دیا گیا ہے۔`,
  cancelledBody: (title: string, unanswered: boolean) =>
    `${quoted(title)} منسوخ کر دیا گیا${unanswered ? ': درخواست کا وقت پر جواب نہیں دیا گیا' : ''}۔ خریدار کو ریفنڈ کر دیا گیا ہے۔`,
  disputedTitle: 'تنازع کھولا گیا',
  disputedBody: (title: string) => `${quoted(title)} پر تنازع کھولا گیا ہے۔ ایک ایڈمن فیصلہ کرے گا۔`,
  lateTitle: 'آپ کے آرڈر میں تاخیر ہو گئی',
  lateSellerBody: (title: string) => `${quoted(title)} کی ڈیلیوری کا وقت گزر چکا ہے۔ جلد از جلد ڈیلیور کریں۔`,
  lateBuyerBody: (title: string) => `${quoted(title)} کی ڈیلیوری کا وقت گزر چکا ہے۔ آپ اسے منسوخ کر کے پورا ریفنڈ لے سکتے ہیں۔`,
  reviewTitle: 'نیا ریویو',
  reviewBody: (star: number) => `ایک خریدار نے آپ کی ایک گِگ کو ${star} ${star === 1 ? 'اسٹار' : 'اسٹارز'} دیے۔`,
  taskAssignedTitle: 'نیا ٹاسک دیا گیا',
  taskAssignedBody: (title: string) => `آپ کو ${quoted(title)} دیا گیا ہے۔`,
  taskSubmittedTitle: 'کام جمع کرایا گیا',
  taskSubmittedBody: (title: string) => `${quoted(title)} پر کام جمع کرایا گیا ہے اور جائزے کا منتظر ہے۔`,
  taskSentBackTitle: 'کام واپس بھیجا گیا',
  taskSentBackBody: (title: string) => `${quoted(title)} پر آپ کے کام میں تبدیلیاں درکار ہیں۔`,
  taskSentBackWithFeedbackBody: (title: string, feedback: string) => `${quoted(title)} پر آپ کے کام میں تبدیلیاں درکار ہیں۔ رائے: ${quoted(feedback)}`,
  taskApprovedTitle: 'کام منظور ہو گیا',
  taskApprovedBody: (title: string) => `${quoted(title)} پر آپ کا کام منظور ہو گیا۔`,
  taskApprovedWithRewardBody: (title: string, reward: string) => `${quoted(title)} پر آپ کا کام منظور ہو گیا۔ ${reward} آپ کی آمدنی میں شامل کر دیے گئے۔`,
  poolOpenedTitle: 'آپ کی مہارتوں کے لیے نیا کام',
  poolOpenedBody: (title: string) => `معاوضے والے آئٹموں کا ایک نیا پول کھلا ہے: ${quoted(title)}۔ شروع کرنے کے لیے "کام تلاش کریں" کھولیں۔`,
  answerRejectedTitle: 'ایک جواب مسترد ہو گیا',
  answerRejectedBody: (title: string, reason: string) => `${quoted(title)} میں آپ کا جواب مسترد ہو گیا۔ وجہ: ${quoted(reason)}`,
  poolBlockedTitle: 'آپ کو ایک پول سے روک دیا گیا',
  poolBlockedBody: (title: string, reason: string) => `آپ اب ${quoted(title)} پر کام نہیں کر سکتے۔ وجہ: ${quoted(reason)}`,
  allPoolsBlockedBody: (reason: string) => `آپ اب ٹاسک پولز پر کام نہیں کر سکتے۔ وجہ: ${quoted(reason)}`,
  verifiedTitle: 'آپ کی شناخت کی تصدیق ہو گئی',
  verifiedBody: 'ایک ایڈمن نے آپ کی شناخت کی تصدیق کر دی ہے۔ اب آپ معاوضے والے ٹاسک لے سکتے ہیں اور اپنی آمدنی نکلوا سکتے ہیں۔',
  verificationRejectedTitle: 'آپ کی تصدیق قبول نہیں ہوئی',
  verificationRejectedBody: (reason: string) => `ایک ایڈمن آپ کی شناخت کی تصدیق نہیں کر سکا۔ ${sentence(reason)} آپ اپنی دستاویزات دوبارہ بھیج سکتے ہیں۔`,
  changesRequestedTitle: 'براہِ کرم ایک دستاویز دوبارہ بھیجیں',
  aDocument: 'ایک دستاویز',
  changesRequestedBody: (document: string, reason: string) => `ایک ایڈمن نے آپ سے یہ دوبارہ بھیجنے کو کہا ہے: ${document}۔ ${sentence(reason)}`,
  earningsClearedTitle: 'آمدنی کلیئر ہو گئی',
  earningsClearedBody: (amount: string) => `ایک مکمل آرڈر کے ${amount} اب نکلوانے کے لیے دستیاب ہیں۔`,
  payoutPaidTitle: 'ادائیگی (پے آؤٹ) بھیج دی گئی',
  payoutPaidBody: (amount: string) => `آپ کی ${amount} کی ادائیگی (پے آؤٹ) کر دی گئی۔`,
  payoutRejectedTitle: 'ادائیگی (پے آؤٹ) مسترد',
  payoutFailedTitle: 'ادائیگی (پے آؤٹ) ناکام',
  payoutFailedBody: (amount: string, rejected: boolean, reason: string | null) =>
    `آپ کی ${amount} کی ادائیگی (پے آؤٹ) ${rejected ? 'مسترد کر دی گئی' : 'ناکام ہو گئی'}${reason ? `: ${reason}` : ''}۔ رقم آپ کے دستیاب بیلنس میں واپس آ گئی ہے۔`,
  payoutMethodAddedTitle: 'ادائیگی کا طریقہ شامل کیا گیا',
  payoutMethodRemovedTitle: 'ادائیگی کا طریقہ ہٹا دیا گیا',
  payoutMethodBody: (change: 'added' | 'removed') =>
    `آپ کے اکاؤنٹ میں ادائیگی (پے آؤٹ) کا ایک طریقہ ${change === 'added' ? 'شامل کیا گیا' : 'ہٹا دیا گیا'}۔ اگر یہ آپ نے نہیں کیا تو اپنا پاس ورڈ تبدیل کریں اور سپورٹ سے رابطہ کریں۔`,
  passwordChangedTitle: 'آپ کا پاس ورڈ تبدیل ہو گیا',
  passwordChangedBody: (reset: boolean) =>
    `آپ کا پاس ورڈ ${reset ? 'ای میل کیے گئے لنک کے ذریعے ری سیٹ کیا گیا' : 'تبدیل کیا گیا'} اور آپ کے باقی سیشنز سے لاگ آؤٹ کر دیا گیا۔ اگر یہ آپ نے نہیں کیا تو اپنا پاس ورڈ ری سیٹ کریں اور سپورٹ سے رابطہ کریں۔`,
};

export const mailTexts: Translation<typeof englishMail> = {
  greeting: (name: string) => `السلام علیکم ${name}،`,
  unsubscribeLink: 'یہ ای میلز بند کریں',
  unsubscribeLine: (url: string) => `ای میلز بند کریں: ${url}`,
  securityFooter: 'یہ آپ کے اکاؤنٹ کی حفاظت سے متعلق اطلاع ہے۔ یہ ہمیشہ بھیجی جاتی ہے۔',
  kindFooter: (kind: string, settingsUrl: string) =>
    `آپ کو یہ ای میل ${quoted(kind)} کی وجہ سے ملی ہے۔ کون سی ای میلز ملیں، یہ ${settingsUrl} پر منتخب کریں۔`,
  openInApp: 'Kaamkar میں کھولیں',
  someone: 'کسی',
  deletedUser: 'حذف شدہ صارف',
  messagesSubject: (sender: string, count: number) => (count === 1 ? `${sender} کا نیا پیغام` : `${sender} کے ${count} نئے پیغامات`),
  messagesIntro: (sender: string, count: number) =>
    count === 1 ? `${sender} نے آپ کو ایک پیغام بھیجا ہے جو آپ نے ابھی تک نہیں پڑھا:` : `${sender} نے آپ کو ${count} پیغامات بھیجے ہیں جو آپ نے ابھی تک نہیں پڑھے:`,
  reply: 'جواب دیں',
  accountFooter: 'آپ کو یہ ای میل اس لیے ملی ہے کہ آپ کے Kaamkar اکاؤنٹ پر کسی نے اس کی درخواست کی۔ اگر یہ آپ نہیں تھے تو اسے نظر انداز کریں۔',
  passwordResetSubject: 'اپنا Kaamkar پاس ورڈ ری سیٹ کریں',
  passwordResetIntro: 'کسی نے آپ کے اکاؤنٹ کا پاس ورڈ ری سیٹ کرنے کی درخواست کی ہے۔ نیچے دیے گئے بٹن سے نیا پاس ورڈ منتخب کریں۔',
  passwordResetLinkLife: (minutes: number) =>
    `یہ لنک ایک بار، ${minutes} منٹ کے لیے کام کرتا ہے۔ اگر آپ نے اس کی درخواست نہیں کی تو یہ ای میل نظر انداز کریں: آپ کا پاس ورڈ جیسا ہے ویسا ہی رہے گا۔`,
  passwordResetButton: 'نیا پاس ورڈ منتخب کریں',
  verifySubject: 'اپنے ای میل ایڈریس کی تصدیق کریں',
  verifyIntro: 'تصدیق کریں کہ یہ آپ کا ای میل ایڈریس ہے، تاکہ ہم آپ کے آرڈرز، ٹاسکس اور ادائیگیوں (پے آؤٹ) کے بارے میں آپ سے رابطہ کر سکیں۔',
  verifyLinkLife: (hours: number) => `یہ لنک ${hours} گھنٹے تک کام کرتا ہے۔`,
  verifyButton: 'میرے ایڈریس کی تصدیق کریں',
  emailChangedSubject: 'آپ کے Kaamkar اکاؤنٹ کا ای میل ایڈریس تبدیل کر دیا گیا',
  emailChangedIntro: (newEmail: string) =>
    `آپ کے اکاؤنٹ کا ای میل ایڈریس ${newEmail} میں تبدیل کر دیا گیا ہے۔ جب تک نئے ایڈریس کی تصدیق نہیں ہوتی، حفاظتی ای میلز اسی ایڈریس پر آتی رہیں گی، اور ادائیگیاں (پے آؤٹ) کچھ دیر رکی رہیں گی۔`,
  emailChangedUndo: (days: number) =>
    `اگر یہ آپ نے نہیں کیا تو نیچے دیے گئے بٹن سے یہ تبدیلی واپس لیں: یہ ایڈریس دوبارہ اکاؤنٹ کا ایڈریس بن جائے گا اور اکاؤنٹ کے ہر سیشن سے لاگ آؤٹ کر دیا جائے گا۔ پھر اپنا پاس ورڈ ری سیٹ کریں۔ یہ لنک ایک بار، ${days} دن کے لیے کام کرتا ہے۔`,
  emailChangedButton: 'تبدیلی واپس لیں',
};
