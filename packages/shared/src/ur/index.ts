// The Urdu catalogue: every English text object (../i18n/catalogue.ts) in Urdu, by the same name.
// Its type is the English one's, so a key missing here, or here only, fails the typecheck.
import type { Catalogue } from '../i18n/catalogue.js';
import type { Translation } from '../i18n/translation.js';
import { accountTexts } from './accounts.js';
import { ledgerKindTexts, payoutMethodLabels, payoutTexts } from './earnings.js';
import { gigTexts } from './gig-constants.js';
import { jobTexts } from './jobs.js';
import { messagingTexts } from './messaging.js';
import { mailTexts, noticeTexts } from './notice-texts.js';
import { notificationKindLabels, notificationTexts } from './notifications.js';
import { orderLifecycleTexts, orderStatusLabels } from './order-lifecycle.js';
import { orderTexts, paymentTexts } from './orders.js';
import { requestTexts } from './request-texts.js';
import { rupeesTexts } from './rupees.js';
import { schemaTexts } from './schema-texts.js';
import { sellerTexts } from './sellers.js';
import { serverTexts } from './server-texts.js';
import { taskTexts } from './tasks.js';
import { taskPoolTexts } from './task-pools.js';
import { texts } from './texts.js';
import { verificationTexts } from './verification.js';
import { accountAccessWebTexts } from './web-texts/account-access.js';
import { accountWebTexts } from './web-texts/accounts.js';
import { aboutWebTexts } from './web-texts/about.js';
import { countryLabels } from './web-texts/country-labels.js';
import { homeTexts } from './web-texts/home.js';
import { inlineWebTexts } from './web-texts/inline.js';
import { currencyWebTexts } from './web-texts/currency.js';
import { rateCardWebTexts } from './web-texts/rate-card.js';
import { walletCheckoutWebTexts } from './web-texts/wallet-checkout.js';
import { languageSwitchTexts } from './web-texts/language.js';
import { categoryTitles, popularSearchLabels, sampleTaskLabels, skillLabels, taskStatusLabels } from './web-texts/value-labels.js';
import { earningsWebTexts } from './web-texts/earnings.js';
import { gigWebTexts } from './web-texts/gigs.js';
import { jobWebTexts } from './web-texts/jobs.js';
import { messagingWebTexts } from './web-texts/messaging.js';
import { notificationWebTexts } from './web-texts/notifications.js';
import { disputeWebTexts, orderDueTexts, orderFilterTexts, orderPageTexts, orderWebTexts } from './web-texts/orders.js';
import { financeWebTexts, payoutsAdminWebTexts, sellerEarningsWebTexts, taskRewardWebTexts } from './web-texts/payouts-admin.js';
import { accountAccessRouteTexts, earningsRouteTexts, legalRouteTexts, notificationRouteTexts, payoutsAdminRouteTexts } from './web-texts/routes.js';
import { sellerWebTexts } from './web-texts/sellers.js';
import { footerTexts, routeTexts, webTexts } from './web-texts/shell.js';
import { authWebTexts, contactWebTexts } from './web-texts/site-pages.js';
import { privacyTexts, termsTexts } from './web-texts/legal.js';
import { legalPageTexts, supportTexts } from './web-texts/support.js';
import { taskWebTexts } from './web-texts/tasks.js';
import { taskPoolAdminTexts } from './web-texts/task-pools-admin.js';
import { taskPoolAdminRouteTexts } from './web-texts/task-pools-admin-routes.js';
import { taskPoolWorkerTexts } from './web-texts/task-pools-worker.js';
import { taskPoolWorkerRouteTexts } from './web-texts/task-pools-worker-routes.js';
import { qaWebTexts } from './web-texts/urdu-qa.js';

export const ur: Translation<Catalogue> = {
  texts,
  accountTexts,
  ledgerKindTexts,
  payoutMethodLabels,
  payoutTexts,
  gigTexts,
  jobTexts,
  messagingTexts,
  notificationKindLabels,
  notificationTexts,
  noticeTexts,
  mailTexts,
  orderLifecycleTexts,
  orderStatusLabels,
  orderTexts,
  paymentTexts,
  requestTexts,
  rupeesTexts,
  schemaTexts,
  currencyWebTexts,
  rateCardWebTexts,
  walletCheckoutWebTexts,
  sellerTexts,
  serverTexts,
  taskTexts,
  taskPoolTexts,
  verificationTexts,
  accountAccessWebTexts,
  accountWebTexts,
  earningsWebTexts,
  gigWebTexts,
  jobWebTexts,
  messagingWebTexts,
  notificationWebTexts,
  disputeWebTexts,
  orderDueTexts,
  orderFilterTexts,
  orderPageTexts,
  orderWebTexts,
  financeWebTexts,
  payoutsAdminWebTexts,
  sellerEarningsWebTexts,
  taskRewardWebTexts,
  accountAccessRouteTexts,
  earningsRouteTexts,
  legalRouteTexts,
  notificationRouteTexts,
  payoutsAdminRouteTexts,
  sellerWebTexts,
  footerTexts,
  routeTexts,
  webTexts,
  authWebTexts,
  contactWebTexts,
  legalPageTexts,
  privacyTexts,
  supportTexts,
  termsTexts,
  taskWebTexts,
  taskPoolAdminTexts,
  taskPoolAdminRouteTexts,
  taskPoolWorkerTexts,
  taskPoolWorkerRouteTexts,
  homeTexts,
  aboutWebTexts,
  inlineWebTexts,
  categoryTitles,
  countryLabels,
  popularSearchLabels,
  sampleTaskLabels,
  skillLabels,
  taskStatusLabels,
  languageSwitchTexts,
  qaWebTexts,
};
