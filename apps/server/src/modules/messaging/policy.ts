/** Who may read a conversation: its two participants, nobody else (admins included). Pure, shared with the web app. */
export { canReadConversation } from '@market/shared';
