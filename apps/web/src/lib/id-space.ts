import { createContext } from 'preact/compat';
import type { Context } from 'react';

/**
 * Where the ids of one part of a page are numbered (lib/react-with-ids.ts): the part's own prefix and
 * counter, so that its ids do not depend on when the part renders. Null outside every part. Imports
 * Preact itself, not `react`, which is built on this module.
 */
export type IdSpace = { nextId: () => string };

export function idSpace(prefix: string): IdSpace {
  let next = 0;
  return { nextId: () => `${prefix}-${next++}` };
}

// Typed as React's context, as the app's components are (Preact's own type differs only in name).
export const IdSpaceContext = createContext<IdSpace | null>(null) as unknown as Context<IdSpace | null>;
