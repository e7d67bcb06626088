import { useEffect } from 'react';
import { site } from '@/lib/site';

/**
 * Names the page after its record (tab title and meta description). The shell's DocumentTitle
 * sets the route's generic title in the same commit, after this child's effect, so ours is
 * applied a microtask later; the previous description comes back when the page goes.
 */
export function useDocumentMeta(title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (!title) return;
    let active = true;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = meta?.content;
    void Promise.resolve().then(() => {
      if (!active) return;
      document.title = `${title} | ${site.name}`;
      if (meta && description) meta.content = description;
    });
    return () => {
      active = false;
      if (meta && previous !== undefined) meta.content = previous;
    };
  }, [title, description]);
}
