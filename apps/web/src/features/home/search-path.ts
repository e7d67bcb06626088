/** The gig list filtered by a free-text search (SPEC: /gigs?search={text}). */
export const gigSearchPath = (text: string): string => `/gigs?search=${encodeURIComponent(text.trim())}`;

/** The gig list of one category. */
export const gigCategoryPath = (id: string): string => `/gigs?cat=${encodeURIComponent(id)}`;
