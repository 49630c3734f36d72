import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | undefined;

/** DOMPurify with its default configuration, loaded on first use (it stays out of the home bundle). */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(({ default: DOMPurify }) => (html: string) => DOMPurify.sanitize(html));
  return sanitizer;
}

/** Server HTML, sanitised before it is rendered; nothing renders until the sanitiser is ready. */
export function SafeHtml({ html, className, id }: { html: string; className?: string; id?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((sanitize) => {
      if (live) setClean(sanitize(html));
    });
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return null;
  return <div className={className} id={id} dangerouslySetInnerHTML={{ __html: clean }} />;
}
