// The not-found page, also shown by pages whose record does not exist (the seller page of an unknown id).
export { default as NotFoundPage } from './pages/not-found-page';
