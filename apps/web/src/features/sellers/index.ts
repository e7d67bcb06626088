// What other features use of the seller pages: the public profile query (the gig page's seller box
// and the settings' languages form show the seller's languages). The page itself loads through the router (app/router.tsx).
// The query factory: accounts' edit of a user marks that user's seller page stale.
export { sellerQueries, useSellerProfile } from './api';
