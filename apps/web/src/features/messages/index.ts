// What other parts of the web app use of messaging. The pages load through the router.
export { ContactButton } from './components/contact-button';
export { MessagesLink } from './components/messages-link';
export { useOpenConversation } from './use-open-conversation';
