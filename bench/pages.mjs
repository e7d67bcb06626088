// Public pages measured by `npm run bench -- --web`. `path` is an address, or a function of `get`
// (a GET of the running app's API) that finds one, returning null when the page cannot exist yet.
// `needs`: an API route the page is built on; while it answers 404 the page is reported "missing".
const firstGig = async (get) => {
  const res = await get('/api/gigs');
  if (!res.ok) return null;
  const body = await res.json();
  const gig = (Array.isArray(body) ? body : body.gigs)?.[0];
  return gig ? `/gigs/${gig._id}` : null;
};

/** The page in Urdu: its `?lang=ur` address, as crawlers and shared links have it. */
const inUrdu = (path) => (path ? `${path}${path.includes('?') ? '&' : '?'}lang=ur` : null);

const english = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'gig list', path: '/gigs', needs: '/api/gigs' },
  { name: 'gig detail', path: firstGig },
];

// Each page again in Urdu (right to left, the Urdu catalogue and the Nastaliq font), beside the English one.
export default [
  ...english,
  ...english.map((page) => ({
    ...page,
    name: `${page.name} (ur)`,
    path: typeof page.path === 'function' ? async (get) => inUrdu(await page.path(get)) : inUrdu(page.path),
  })),
];
