/** What the messages pages show beyond messagingTexts (which the server's answers use too). */
export const messagingWebTexts = {
  heading: 'Messages',
  unread: (count: number) => `Messages, ${count} unread`,
  buyer: 'Buyer',
  seller: 'Seller',
  columns: { lastMessage: 'Last Message', date: 'Date', action: 'Action' },
  open: 'Open',
  noMessagesYet: 'No messages yet',
  you: 'You',
  loadEarlier: 'Load earlier messages',
  messagesList: 'Messages',
  reply: 'Reply',
  replyPlaceholder: 'Write a message',
  replyHint: 'Enter sends, Shift+Enter starts a new line.',
  contactMe: 'Contact me',
  signInPrompt: 'Sign in to read and answer your conversations.',
  signIn: 'Sign in',
} as const;
