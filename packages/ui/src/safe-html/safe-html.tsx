import { useEffect, useState } from 'react';
import { createSanitizer, type Sanitize } from './sanitize-policy';

let sanitizer: Promise<Sanitize> | undefined;

/**
 * The one sanitiser of platform HTML: DOMPurify with the site's allowlist policy (ADR 0160),
 * loaded on first use so it stays out of the bundles of pages that never show server HTML.
 */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(({ default: DOMPurify }) =>
    createSanitizer(DOMPurify, window),
  );
  return sanitizer;
}

export interface SafeHtmlProps {
  /** HTML from the platform (help content, promotion and notice bodies). */
  html: string;
  className?: string;
  id?: string;
}

/** Server HTML, sanitised before it is rendered; nothing renders until the sanitiser is ready. */
export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((sanitize) => {
      if (live) setClean({ source: html, html: sanitize(html) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  // Never show the sanitised output of a previous `html` while the new one is being cleaned.
  if (clean === null || clean.source !== html) return null;
  return <div className={className} id={id} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
