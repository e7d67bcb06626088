// The module the build gives for `react` (vite.config.ts): Preact's compatibility layer, with useId
// replaced. Preact numbers ids with one counter per page, in the order components render. A part that
// hydrates in its turn (HydrateLater, decision 0155) renders after the rest in the browser but in
// place on the server, so the counter met the fields in another order: the browser's ids differed
// from the server's, hydration kept the server's, and fields mounted later repeated ids already on
// the page. Inside such a part, ids come from the part's own counter (IdSpaceContext); elsewhere they
// are Preact's. Either way the server and the browser number them alike.
import compat, { useContext, useId as pageId, useState } from 'preact/compat';
import { IdSpaceContext, type IdSpace } from './id-space';

// @ts-expect-error Preact's types declare the module with `export =`; its ES build has named exports.
export * from 'preact/compat';

export function useId(): string {
  const space = useContext(IdSpaceContext as unknown as Parameters<typeof useContext<IdSpace | null>>[0]);
  // A component stays in or out of a part for its whole life, so which hook it calls never changes.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return space ? useSpaceId(space) : pageId();
}

function useSpaceId(space: IdSpace): string {
  const [id] = useState(space.nextId);
  return id;
}

export default { ...compat, useId };
