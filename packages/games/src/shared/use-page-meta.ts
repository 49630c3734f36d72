import { useEffect } from 'react';

/**
 * Public, indexable pages set their own document title and meta description in the visitor's
 * language (issue 13). The shell's layout writes the site name into the title when it mounts or
 * when the skin changes, which can happen after this page mounted: while the page is shown, its
 * title is put back whenever something else replaces it. The previous values return on unmount.
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    if (typeof document === 'undefined') return undefined;
    const previousTitle = document.title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previousDescription = meta.content;
    const apply = () => {
      if (document.title !== title) document.title = title;
      if (meta && meta.content !== description) meta.content = description;
    };
    apply();
    const observer =
      typeof MutationObserver === 'undefined' ? null : new MutationObserver(() => apply());
    observer?.observe(document.head, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    return () => {
      observer?.disconnect();
      document.title = previousTitle;
      if (created) meta.remove();
      else meta.content = previousDescription;
    };
  }, [title, description]);
}
