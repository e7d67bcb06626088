export { LoginModalHost, preloadLoginModal } from './components/login-modal-host';
export { loginModal, useLoginModal } from './login-modal-store';
export { useLogout } from './use-logout';
export { useSessionRefresh } from './use-session-refresh';
