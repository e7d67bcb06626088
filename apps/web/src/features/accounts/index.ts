// What the rest of the web app uses of accounts. Its pages load through the router (app/router.tsx).
export { userQueries } from './api';
export { BecomeSeller } from './components/become-seller';
