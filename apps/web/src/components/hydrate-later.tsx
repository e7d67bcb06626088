import { Suspense, useId, useState, type ReactElement } from 'react';
import { idSpace, IdSpaceContext } from '@/lib/id-space';
import { hydrationTurn, type HydrationTurn } from '@/lib/hydration';

/**
 * Below-the-fold parts of a server-rendered page: their markup shows at once, and they hydrate after
 * the rest, each in a task of its own (see hydrateInTurns). Rendered any other way (on the server, on
 * a navigation) they render at once. `children` must be one element: Preact keeps a suspended
 * component's first DOM node through hydration, so a second root would be dropped and drawn again.
 * The part numbers its ids itself (lib/react-with-ids.ts), as it renders later in the browser than on
 * the server.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  const prefix = useId();
  const [space] = useState(() => idSpace(prefix));
  const [turn] = useState(hydrationTurn);
  return (
    <IdSpaceContext.Provider value={space}>
      <Suspense fallback={null}>
        <WaitForTurn turn={turn}>{children}</WaitForTurn>
      </Suspense>
    </IdSpaceContext.Provider>
  );
}

function WaitForTurn({ turn, children }: { turn: HydrationTurn; children: ReactElement }) {
  if (turn && !turn.done) throw turn.promise;
  return children;
}
