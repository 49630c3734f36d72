import type { LanguageCode } from '@site/i18n/namespaces';
import type { ThemeTokens } from '@site/theme';
import { nextTask } from './next-task';

/** A few letters of each language's script: the faces the first render will need. */
export const FONT_SAMPLES: Record<LanguageCode, string> = {
  CN: '汉字',
  TW: '漢字',
  JA: '日本語かな',
  EN: 'Aa',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
};

/**
 * Loads the font faces the first render will use (body text and bold headings, in the visitor's
 * script) while the app's chunks are still downloading, one face per task (ADR 0207). A browser
 * loads a face when text first needs it; for Chinese that is a 20 MB collection per weight,
 * which otherwise loads inside the first render's layout and makes it one long task.
 * Resolves when done; never throws (a font that fails to load only costs the render later).
 */
export async function warmFonts(
  font: ThemeTokens['font'],
  language: LanguageCode,
  doc: Document = document,
): Promise<void> {
  const faces: [family: string, weight: string][] = [
    [font.family, font.weightRegular],
    [font.familyHeading, font.weightBold],
  ];
  for (const [family, weight] of faces) {
    await nextTask();
    try {
      const probe = doc.createElement('span');
      probe.setAttribute('aria-hidden', 'true');
      // CSSOM, not a style attribute: allowed by a CSP without 'unsafe-inline' style attributes.
      Object.assign(probe.style, {
        position: 'absolute',
        top: '0',
        left: '0',
        visibility: 'hidden',
        whiteSpace: 'nowrap',
        fontFamily: family,
        fontWeight: weight,
      });
      probe.textContent = `Aa 09 ${FONT_SAMPLES[language]}`;
      doc.body.append(probe);
      // Layout shapes the text, and shaping loads the faces.
      probe.getBoundingClientRect();
      probe.remove();
    } catch {
      return;
    }
  }
}
