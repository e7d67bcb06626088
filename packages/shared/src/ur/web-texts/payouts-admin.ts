import type { Currency } from '../../money.js';
import type { Translation } from '../../i18n/translation.js';
import type {
  financeWebTexts as englishFinanceWebTexts,
  payoutsAdminWebTexts as englishPayoutsAdminWebTexts,
  sellerEarningsWebTexts as englishSellerEarningsWebTexts,
  taskRewardWebTexts as englishTaskRewardWebTexts,
} from '../../web-texts/payouts-admin.js';
import { ltr } from '../bidi.js';

/** /dashboard/payouts: the payout queue (admins), beyond payoutTexts. */
export const payoutsAdminWebTexts: Translation<typeof englishPayoutsAdminWebTexts> = {
  nav: 'ادائیگیاں',
  heading: 'ادائیگیاں',
  description:
    'ادائیگی کی درخواستیں، پرانی پہلے۔ منظوری پر رقم پے آؤٹ فراہم کنندہ کو بھیج دی جاتی ہے؛ مسترد کرنے پر رقم صارف کے دستیاب بیلنس میں واپس آ جاتی ہے۔',
  filterLabel: 'صورتحال',
  all: 'سب',
  statusLabels: { requested: 'درخواست دی گئی', processing: 'کارروائی جاری', paid: 'ادا شدہ', failed: 'ناکام', rejected: 'مسترد' },
  caption: 'ادائیگی کی درخواستیں',
  columns: {
    select: 'منتخب کریں',
    user: 'صارف',
    amount: 'رقم',
    method: 'کس اکاؤنٹ میں',
    status: 'صورتحال',
    requested: 'درخواست کی تاریخ',
    actions: 'کارروائیاں',
  },
  deletedUser: 'حذف شدہ صارف',
  ownerVerified: 'تصدیق شدہ',
  ownerNotVerified: 'غیر تصدیق شدہ',
  noLegalName: 'قانونی نام درج نہیں',
  ownerNotVerifiedHint: 'اکاؤنٹ کی تصدیق ہونے تک منظوری نہیں دی جا سکتی۔',
  paidAt: (date: string) => `${date} کو ادا کی گئی`,
  reason: (reason: string) => `وجہ: ${reason}`,
  selectAll: 'سب منتخب کریں',
  selectRow: (amount: string, user: string) => `${user} کو ${ltr(amount)} کی ادائیگی منتخب کریں`,
  selectedCount: (n: number) => `${n} منتخب`,
  approveSelected: 'منتخب منظور کریں',
  rejectSelected: 'منتخب مسترد کریں',
  approve: 'منظور کریں',
  reject: 'مسترد کریں',
  approveLabel: (amount: string, user: string) => `${user} کو ${ltr(amount)} کی ادائیگی منظور کریں`,
  rejectLabel: (amount: string, user: string) => `${user} کو ${ltr(amount)} کی ادائیگی مسترد کریں`,
  working: (done: number, total: number) => `جاری ہے: ${total} میں سے ${done} مکمل`,
  // The noun and the verb agree with the count changed (ok), not with the total.
  approvedSummary: (ok: number, total: number) =>
    `${total} میں سے ${ok} ${ok === 1 ? 'ادائیگی منظور ہو گئی' : 'ادائیگیاں منظور ہو گئیں'}۔`,
  rejectedSummary: (ok: number, total: number) =>
    `${total} میں سے ${ok} ${ok === 1 ? 'ادائیگی مسترد ہو گئی' : 'ادائیگیاں مسترد ہو گئیں'}۔`,
  failedSummary: (n: number) =>
    n === 1
      ? `${n} ادائیگی تبدیل نہیں ہو سکی؛ تفصیل اس کے ساتھ یا نیچے دیکھیں۔`
      : `${n} ادائیگیاں تبدیل نہیں ہو سکیں؛ تفصیل ان کے ساتھ یا نیچے دیکھیں۔`,
  failedLine: (amount: string, user: string, message: string) => `${user} کو ${ltr(amount)}: ${message}`,
  rowApproved: 'منظور شدہ',
  rowRejected: 'مسترد شدہ',
  approveTitle: 'ادائیگی منظور کریں',
  approveManyTitle: (n: number) => `${n} ادائیگیاں منظور کریں`,
  approveText: 'رقم فوراً پے آؤٹ فراہم کنندہ کو بھیج دی جائے گی اور واپس نہیں منگوائی جا سکے گی۔ رقم، اکاؤنٹ اور اکاؤنٹ ٹائٹل چیک کر لیں۔',
  approveManyText: (n: number, total: string) =>
    `${n} ادائیگیاں، کل ${total}، فوراً پے آؤٹ فراہم کنندہ کو بھیج دی جائیں گی اور واپس نہیں منگوائی جا سکیں گی۔ ہر ادائیگی کی رقم، اکاؤنٹ اور اکاؤنٹ ٹائٹل چیک کر لیں۔`,
  approveLine: (amount: string, user: string) => `${user} کو ${ltr(amount)}`,
  approveAccount: (method: string, ending: string) => `${method}، اکاؤنٹ ${ending}`,
  approveAccountTitle: (title: string) => `اکاؤنٹ ٹائٹل: ${title}`,
  confirmApprove: (amount: string) => `${ltr(amount)} بھیجیں`,
  confirmApproveMany: (n: number) => `منظور کریں اور ${n} ادائیگیاں بھیجیں`,
  rejectTitle: 'ادائیگی مسترد کریں',
  rejectManyTitle: (n: number) => `${n} ادائیگیاں مسترد کریں`,
  rejectText: (amount: string, user: string) =>
    `${ltr(amount)} کی رقم ${user} کے دستیاب بیلنس میں واپس چلی جائے گی۔ انہیں وجہ بتائیں؛ یہ وجہ انہیں دکھائی جائے گی۔`,
  rejectManyText: (n: number) =>
    `تمام ${n} ادائیگیوں کی رقم ان کے صارفین کے دستیاب بیلنس میں واپس چلی جائے گی۔ ہر ایک کو یہی وجہ بتائی جائے گی۔`,
  reasonLabel: 'مسترد کرنے کی وجہ',
  confirmReject: 'ادائیگی مسترد کریں',
  confirmRejectMany: (n: number) => `${n} ادائیگیاں مسترد کریں`,
  empty: 'یہاں کوئی ادائیگی نہیں۔',
  loading: 'ادائیگیاں لوڈ ہو رہی ہیں',
  loadFailed: 'ادائیگیاں لوڈ نہیں ہو سکیں۔',
  loadMoreFailed: 'مزید ادائیگیاں لوڈ نہیں ہو سکیں۔',
  loadMore: 'مزید لوڈ کریں',
};

/** /dashboard/finance: the reconciliation of the books (admins). */
export const financeWebTexts: Translation<typeof englishFinanceWebTexts> = {
  nav: 'مالیات',
  heading: 'مالیات',
  description: 'ہر کرنسی کے کھاتے: لیجر کے ہر عدد کا آرڈرز اور ادائیگیوں کے ریکارڈ سے موازنہ۔',
  refresh: 'ریفریش کریں',
  loading: 'کھاتے لوڈ ہو رہے ہیں',
  loadFailed: 'کھاتے لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
  allOk: 'ہر کرنسی میں کھاتے متوازن ہیں۔',
  notOk: 'کھاتے متوازن نہیں: جن اعداد پر “عدم مطابقت” لکھا ہے، انہیں چیک کریں۔',
  currencyHeading: (currency: Currency) => (currency === 'USD' ? 'امریکی ڈالر (USD)' : 'پاکستانی روپے (PKR)'),
  ok: 'درست',
  mismatch: 'عدم مطابقت',
  matches: 'مطابق',
  differs: 'مختلف',
  trialBalance: 'ٹرائل بیلنس',
  trialBalanceNote: 'تمام اندراجات کا مجموعہ؛ 0 ہونا لازمی ہے۔',
  escrow: 'ایسکرو میں رکھی رقم',
  escrowExpected: (amount: string) => `ادا شدہ مگر ابھی غیر حتمی آرڈرز کے مطابق متوقع: ${ltr(amount)}`,
  inTransit: 'زیرِ منتقلی',
  inTransitExpected: (amount: string) => `کارروائی میں ادائیگیاں: ${ltr(amount)}`,
  balanceMismatches: 'اندراجات سے مختلف صارف بیلنس',
  balanceMismatchesNote: 'وہ اکاؤنٹس جن کا محفوظ بیلنس ان کے اندراجات کے مجموعے سے مختلف ہے؛ 0 ہونا لازمی ہے۔',
  feeRevenue: 'فیس کی آمدنی',
  bonusesPaid: 'ادا شدہ بونس',
  rewardsPaid: 'ادا شدہ ٹاسک انعامات',
  payoutsPaid: 'مکمل شدہ ادائیگیاں',
  accounts: 'پلیٹ فارم اکاؤنٹس',
  accountsCaption: (currency: Currency) => `${currency} میں پلیٹ فارم اکاؤنٹس`,
  accountColumns: { account: 'اکاؤنٹ', balance: 'بیلنس' },
  noAccounts: 'اس کرنسی میں ابھی کوئی اندراج نہیں۔',
  accountNames: {
    processor_clearing: 'کارڈ پروسیسر کلیئرنگ',
    escrow: 'ایسکرو',
    fee_revenue: 'فیس کی آمدنی',
    bonus_expense: 'رجسٹریشن بونس',
    reward_expense: 'ٹاسک انعامات',
    payout_clearing: 'ادائیگیوں کی کلیئرنگ',
    unclaimed: 'غیر وصول شدہ آمدنی (سیلر حذف شدہ)',
    refund_losses: 'تکمیل کے بعد ریفنڈ',
  },
};

/** A task's reward on the task pages (tasks feature), beyond taskTexts.rewardInvalid and rewardLocked. */
export const taskRewardWebTexts: Translation<typeof englishTaskRewardWebTexts> = {
  label: 'انعام (Rs)',
  hint: 'پورے روپے، 0 سے 1,000,000 تک۔ کام منظور ہونے پر ورکر کو ادا کیا جاتا ہے۔',
  column: 'انعام',
  detail: 'انعام',
};

/** The seller's box on an order page (orders feature): what the order earns them. Amounts in cents. */
export const sellerEarningsWebTexts: Translation<typeof englishSellerEarningsWebTexts> = {
  heading: 'آپ کی آمدنی',
  price: 'قیمت',
  fee: (percent: number) => `پلیٹ فارم فیس (${percent}%)`,
  net: 'آپ کو ملے گا',
  note: 'آرڈر مکمل ہونے اور اس کی کلیئرنس مدت گزرنے کے بعد یہ رقم نکلوانے کے لیے دستیاب ہوگی۔',
};
