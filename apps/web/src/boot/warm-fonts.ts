import { localeOf, type LanguageCode } from '@site/i18n/namespaces';
import type { ThemeTokens } from '@site/theme';
import type { FaceRequest, FaceSample } from './font-faces';
import { loadFacesOffThread } from './load-faces-off-thread';
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

/** One size of one face: what Chromium looks up once per renderer (ADR 0212). */
export interface FontStrike {
  family: string;
  size: string;
  weight: string;
  /** Digits only for the monospace family (counters, balls); the script sample otherwise. */
  digitsOnly?: boolean;
}

/** Work per task before the warm-up yields: far under a long task even on a slow phone. */
export const WARM_TASK_BUDGET_MS = 4;

/**
 * The strikes a first render uses (ADR 0223), in the order it needs them: the body face and the
 * bold heading face first (they load the font files, ADR 0207), then the body family's two text
 * sizes at every weight and its small print, the heading family's bold title sizes, and the
 * monospace family's digits at the two sizes of counters and balls. A page on the built site
 * (home, login, `/electron`, `/lottery`) laid out no other strike of the scale; each strike more
 * is one more lookup, which on a loaded machine takes 2 to 17 ms of its own.
 */
export function fontStrikes(font: ThemeTokens['font']): FontStrike[] {
  const strikes = new Map<string, FontStrike>();
  const add = (strike: FontStrike) =>
    strikes.set(`${strike.family}|${strike.size}|${strike.weight}`, strike);
  add({ family: font.family, size: font.sizeMd, weight: font.weightRegular });
  add({ family: font.familyHeading, size: font.sizeMd, weight: font.weightBold });
  for (const size of [font.sizeMd, font.sizeSm]) {
    for (const weight of [font.weightRegular, font.weightMedium, font.weightBold])
      add({ family: font.family, size, weight });
  }
  add({ family: font.family, size: font.sizeXs, weight: font.weightRegular });
  for (const size of [font.sizeLg, font.sizeXl, font.size2xl])
    add({ family: font.familyHeading, size, weight: font.weightBold });
  add({ family: font.familyMono, size: font.sizeSm, weight: font.weightRegular, digitsOnly: true });
  add({ family: font.familyMono, size: font.sizeXl, weight: font.weightBold, digitsOnly: true });
  return [...strikes.values()];
}

const sampleText = (strike: FontStrike, language: LanguageCode) =>
  strike.digitsOnly ? '09:' : `Aa 09 ${FONT_SAMPLES[language]}`;

/** Each family and weight of the strikes once, in their order: the font files they use. */
export function fontFaces(strikes: FontStrike[], language: LanguageCode): FaceSample[] {
  const faces = new Map<string, FaceSample>();
  for (const strike of strikes) {
    const key = `${strike.family}|${strike.weight}|${strike.digitsOnly ? 'digits' : 'text'}`;
    if (!faces.has(key))
      faces.set(key, {
        family: strike.family,
        weight: strike.weight,
        text: sampleText(strike, language),
      });
  }
  return [...faces.values()];
}

function layOut(doc: Document, strike: FontStrike, language: LanguageCode): void {
  const probe = doc.createElement('span');
  probe.setAttribute('aria-hidden', 'true');
  // CSSOM, not a style attribute: allowed by a CSP without 'unsafe-inline' style attributes.
  Object.assign(probe.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    visibility: 'hidden',
    whiteSpace: 'nowrap',
    fontFamily: strike.family,
    fontSize: strike.size,
    fontWeight: strike.weight,
  });
  probe.textContent = sampleText(strike, language);
  doc.body.append(probe);
  // Layout shapes the text, and shaping looks the strike up (and loads its face the first time).
  probe.getBoundingClientRect();
  probe.remove();
}

/**
 * Looks up the font strikes the first render will use (every size and weight of the theme's type
 * scale, in the visitor's script) while the app's chunks are still downloading, a few milliseconds
 * of work per task (ADR 0207, ADR 0212). Chromium loads a face when text first needs it (for
 * Chinese a 20 MB collection per weight), and on Linux asks its browser process for each new
 * size's rendering settings: done inside the first render's layout, both made it a long task.
 * The font files are loaded first, on a worker thread (`loadFaces`, ADR 0227); where that fails,
 * the first strikes load them here, as before.
 * Resolves when done; never throws (a strike that is not warmed only costs the render later).
 */
export async function warmFonts(
  font: ThemeTokens['font'],
  language: LanguageCode,
  doc: Document = document,
  now: () => number = () => performance.now(),
  loadFaces: (request: FaceRequest) => Promise<boolean> = loadFacesOffThread,
): Promise<void> {
  const strikes = fontStrikes(font);
  try {
    await loadFaces({ faces: fontFaces(strikes, language), lang: localeOf(language) });
  } catch {
    // The strikes below load what the worker did not.
  }
  let started = Number.NEGATIVE_INFINITY;
  let last = 0;
  for (const strike of strikes) {
    // A new task when this one has used its budget, or would if the next strike cost what the
    // last one did: a strike that looks up a new face takes several milliseconds on its own.
    if (now() - started + last > WARM_TASK_BUDGET_MS) {
      await nextTask();
      started = now();
    }
    const before = now();
    try {
      layOut(doc, strike, language);
    } catch {
      return;
    }
    last = now() - before;
  }
}
