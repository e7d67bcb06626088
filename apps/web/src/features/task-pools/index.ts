// The pages of this feature load through the router (app/router.tsx). The shell's header reads the
// newest open pools for its 'Jobs Posted' list.
export { useLatestPools } from './latest';
