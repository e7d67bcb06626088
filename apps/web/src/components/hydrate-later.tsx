import { Suspense, useState, type ReactElement } from 'react';
import { hydrationTurn } from '@/lib/hydration';

/**
 * Below-the-fold parts of a server-rendered page: their markup shows at once, and they hydrate after
 * the rest, each in a task of its own (see hydrateInTurns). Rendered any other way (on the server, on
 * a navigation) they render at once. `children` must be one element: Preact keeps a suspended
 * component's first DOM node through hydration, so a second root would be dropped and drawn again.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}

function WaitForTurn({ children }: { children: ReactElement }) {
  const [turn] = useState(hydrationTurn);
  if (turn && !turn.done) throw turn.promise;
  return children;
}
