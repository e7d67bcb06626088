// The texts of in-app notifications and of e-mails, in English (Urdu: ./ur/notice-texts.ts). The
// server builds each notice in its recipient's language and stores it; the values (a formatted
// amount, an order's title) come in already made, so this file imports nothing.

/** A title as the notices quote it. */
const quoted = (title: string) => `“${title}”`;
/** An admin's reason as a sentence of the notice: it ends with its full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** In-app notifications (each e-mailed as well, unless turned off): title and body of each kind. */
export const noticeTexts = {
  // Stand-ins when the order or task is gone.
  yourOrder: 'your order',
  aTask: 'a task',
  paymentReceiptTitle: 'Payment receipt',
  paymentReceiptBody: (price: string, title: string, reference: string | null) =>
    `You paid ${price} for ${quoted(title)}.${reference ? ` Payment reference: ${reference}.` : ''} The order page shows its progress.`,
  refundReceiptTitle: 'Refund receipt',
  /** `toWallet`: a rupee order, paid (and refunded) by mobile wallet or bank; else by card. */
  refundReceiptBody: (price: string, title: string, reference: string | null, toWallet: boolean) =>
    `${price} for ${quoted(title)} was refunded in full to the ${toWallet ? 'wallet' : 'card'} you paid with.${reference ? ` Refund reference: ${reference}.` : ''}`,
  newOrderTitle: 'New order',
  newOrderBody: (price: string, title: string) => `A buyer paid ${price} for ${quoted(title)}. The clock for delivery has started.`,
  requirementsTitle: 'Requirements received',
  requirementsBody: (title: string) => `The buyer sent the requirements for ${quoted(title)}.`,
  deliveredTitle: 'Your order was delivered',
  deliveredBody: (title: string) => `The seller delivered ${quoted(title)}. Accept it or ask for a revision.`,
  revisionTitle: 'Revision requested',
  revisionBody: (title: string) => `The buyer asked for changes to ${quoted(title)}.`,
  disputeResolvedTitle: 'Dispute resolved',
  completedTitle: 'Order completed',
  resolvedCompleteBody: (title: string) => `An admin resolved the dispute on ${quoted(title)}: the order is complete.`,
  autoCompletedBody: (title: string) => `${quoted(title)} completed automatically: the delivery was not answered in time.`,
  completedBody: (title: string, forSeller: boolean) =>
    `${quoted(title)} is complete.${forSeller ? ' Your earnings clear after the clearance period.' : ' You can leave a review.'}`,
  cancellationRequestedTitle: 'Cancellation requested',
  cancellationRequestedBody: (title: string) => `A cancellation of ${quoted(title)} was asked for. Accept or decline it.`,
  cancellationDeclinedTitle: 'Cancellation declined',
  cancellationDeclinedBody: (title: string) => `Your request to cancel ${quoted(title)} was declined. The order goes on.`,
  cancelledTitle: 'Order cancelled',
  resolvedRefundBody: (title: string) => `An admin resolved the dispute on ${quoted(title)}: the buyer is refunded.`,
  cancelledLateBody: (title: string) => `The buyer cancelled ${quoted(title)} because it was late. The buyer is refunded.`,
  cancelledBody: (title: string, unanswered: boolean) =>
    `${quoted(title)} was cancelled${unanswered ? ': the request was not answered in time' : ''}. The buyer is refunded.`,
  disputedTitle: 'Dispute opened',
  disputedBody: (title: string) => `A dispute was opened on ${quoted(title)}. An admin will decide.`,
  lateTitle: 'Your order is late',
  lateSellerBody: (title: string) => `${quoted(title)} is past its delivery time. Deliver as soon as you can.`,
  lateBuyerBody: (title: string) => `${quoted(title)} is past its delivery time. You may cancel it for a full refund.`,
  reviewTitle: 'New review',
  reviewBody: (star: number) => `A buyer gave one of your gigs ${star} ${star === 1 ? 'star' : 'stars'}.`,
  taskAssignedTitle: 'New task assigned',
  taskAssignedBody: (title: string) => `You were assigned ${quoted(title)}.`,
  taskSubmittedTitle: 'Work submitted',
  taskSubmittedBody: (title: string) => `Work was submitted on ${quoted(title)} and waits for review.`,
  taskSentBackTitle: 'Work sent back',
  // Each optional part is a template of its own: a stored notice is translated by matching a whole template.
  taskSentBackBody: (title: string) => `Your work on ${quoted(title)} needs changes.`,
  taskSentBackWithFeedbackBody: (title: string, feedback: string) => `Your work on ${quoted(title)} needs changes. Feedback: ${quoted(feedback)}`,
  taskApprovedTitle: 'Work approved',
  taskApprovedBody: (title: string) => `Your work on ${quoted(title)} was approved.`,
  taskApprovedWithRewardBody: (title: string, reward: string) => `Your work on ${quoted(title)} was approved. ${reward} was added to your earnings.`,
  poolOpenedTitle: 'New work for your skills',
  poolOpenedBody: (title: string) => `A new pool of paid items is open: ${quoted(title)}. Open Find work to start.`,
  answerRejectedTitle: 'An answer was rejected',
  answerRejectedBody: (title: string, reason: string) => `Your answer in ${quoted(title)} was rejected. Reason: ${quoted(reason)}`,
  poolBlockedTitle: 'You were kept from a pool',
  poolBlockedBody: (title: string, reason: string) => `You can no longer work on ${quoted(title)}. Reason: ${quoted(reason)}`,
  allPoolsBlockedBody: (reason: string) => `You can no longer work on task pools. Reason: ${quoted(reason)}`,
  verifiedTitle: 'Your identity is verified',
  verifiedBody: 'An admin verified your identity. You can now take paid tasks and withdraw your earnings.',
  verificationRejectedTitle: 'Your verification was not accepted',
  verificationRejectedBody: (reason: string) => `An admin could not verify your identity. ${sentence(reason)} You can send your documents again.`,
  changesRequestedTitle: 'Please send a document again',
  aDocument: 'A document',
  changesRequestedBody: (document: string, reason: string) => `An admin asked you to send this again: ${document}. ${sentence(reason)}`,
  earningsClearedTitle: 'Earnings cleared',
  earningsClearedBody: (amount: string) => `${amount} from a completed order is now available to withdraw.`,
  payoutPaidTitle: 'Payout sent',
  payoutPaidBody: (amount: string) => `Your payout of ${amount} was paid.`,
  payoutRejectedTitle: 'Payout rejected',
  payoutFailedTitle: 'Payout failed',
  payoutFailedBody: (amount: string, rejected: boolean, reason: string | null) =>
    `Your payout of ${amount} ${rejected ? 'was rejected' : 'failed'}${reason ? `: ${reason}` : ''}. The money is back in your available balance.`,
  payoutMethodAddedTitle: 'Payout method added',
  payoutMethodRemovedTitle: 'Payout method removed',
  payoutMethodBody: (change: 'added' | 'removed') =>
    `A payout method was ${change} on your account. If this was not you, change your password and contact support.`,
  passwordChangedTitle: 'Your password was changed',
  passwordChangedBody: (reset: boolean) =>
    `Your password was ${reset ? 'reset through an e-mailed link' : 'changed'} and your other sessions were signed out. If this was not you, reset your password and contact support.`,
};

/** The e-mail's fixed parts, the message digest and the account e-mails (their links are the point). */
export const mailTexts = {
  greeting: (name: string) => `Hi ${name},`,
  unsubscribeLink: 'Unsubscribe from these e-mails',
  unsubscribeLine: (url: string) => `Unsubscribe: ${url}`,
  securityFooter: 'This is a security notice about your account. It is always sent.',
  kindFooter: (kind: string, settingsUrl: string) => `You get this e-mail for ${quoted(kind)}. Choose what you get at ${settingsUrl}.`,
  openInApp: 'Open in Kaamkar',
  // The digest of unread messages.
  someone: 'Someone',
  deletedUser: 'Deleted user',
  messagesSubject: (sender: string, count: number) => (count === 1 ? `New message from ${sender}` : `${count} new messages from ${sender}`),
  messagesIntro: (sender: string, count: number) =>
    count === 1 ? `${sender} sent you a message you have not read yet:` : `${sender} sent you ${count} messages you have not read yet:`,
  reply: 'Reply',
  // Account e-mails.
  accountFooter: 'You get this e-mail because someone asked for it on your Kaamkar account. If it was not you, ignore it.',
  passwordResetSubject: 'Reset your Kaamkar password',
  passwordResetIntro: 'Someone asked to reset the password of your account. Choose a new password with the button below.',
  passwordResetLinkLife: (minutes: number) =>
    `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  passwordResetButton: 'Choose a new password',
  verifySubject: 'Verify your e-mail address',
  verifyIntro: 'Confirm that this is your e-mail address, so we can reach you about your orders, tasks and payouts.',
  verifyLinkLife: (hours: number) => `The link works for ${hours} hours.`,
  verifyButton: 'Verify my address',
  emailChangedSubject: 'The e-mail address of your Kaamkar account was changed',
  emailChangedIntro: (newEmail: string) =>
    `The e-mail address of your account was changed to ${newEmail}. Security e-mails keep coming to this address until the new one is verified, and payouts wait a while.`,
  emailChangedUndo: (days: number) =>
    `If this was not you, undo the change with the button below: this address becomes the account's again and every session of the account is signed out. Then reset your password. The link works once, for ${days} days.`,
  emailChangedButton: 'Undo the change',
};
