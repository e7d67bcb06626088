import { useEffect } from 'react';
import { useRouteMeta } from '@/lib/route-meta';
import { site } from '@/lib/site';

/** Keeps the tab title in step with the deepest route that names itself. */
export function DocumentTitle() {
  const meta = useRouteMeta();
  const title = meta ? `${meta.title} | ${site.name}` : `${site.name}: ${site.tagline}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
