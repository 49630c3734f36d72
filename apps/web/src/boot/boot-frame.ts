import { MERCHANT_STORAGE_KEY, resolveMerchant } from '../theme/resolve-merchant';

/**
 * The boot frame (ADR 0204): the merchant's page background and logo, painted by a small inline
 * script in index.html while the site's scripts are still on their way. Those scripts wait in
 * an inert `<template>` and start once the frame has painted; the app removes the frame in its
 * first commit (`releaseBootFrame`).
 */
export const BOOT_FRAME_ID = 'boot-frame';
/** The `<template>` that holds index.html's module script and modulepreload links. */
export const BOOT_SCRIPTS_ID = 'boot-scripts';
/** Starts the scripts even when no frame is drawn (a tab hidden before its first paint). */
export const BOOT_SCRIPTS_FALLBACK_MS = 100;

/**
 * The logo's largest height: the login page's logo (packages/auth, `Top`), so the frame's logo is
 * never larger than the logo the login page shows in its place, nor than the content (banners,
 * game tiles) of the other pages.
 */
export const BOOT_LOGO_MAX_HEIGHT = '48px';

/** The logo's largest width, so a wide logo stays inside a phone's screen. */
export const BOOT_LOGO_MAX_WIDTH = '60vw';

/** What the frame shows of one merchant's theme (its build-time values). */
export interface BootFrameLook {
  /** The theme it belongs to. */
  theme: string;
  /** The page background colour (`tokens.color.background`). */
  background: string;
  /** The logo: the theme's inlined image or its address; may be empty. */
  logo: string;
}

/**
 * Written into each index page at build time (apps/web/build/boot-frame-plugin.ts): one page per
 * merchant theme, each with that merchant's look only; the server picks the page by host.
 */
export interface BootFrameConfig {
  look: BootFrameLook;
  merchantCodes: readonly string[];
  domainMerchants: Readonly<Record<string, string>>;
  fixedMerchant: string | null;
}

function storedMerchant(win: Window): string | null {
  try {
    return win.localStorage.getItem(MERCHANT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The page's look when this visit is for its merchant (the boot's own rules, `resolveMerchant`),
 * else null: a stored merchant that differs from the host's gets no frame rather than another
 * merchant's.
 */
export function lookFor(config: BootFrameConfig, win: Window): BootFrameLook | null {
  const { themeCode } = resolveMerchant({
    stored: storedMerchant(win),
    hostname: win.location.hostname,
    domainMerchants: config.domainMerchants,
    available: config.merchantCodes,
    fixed: config.fixedMerchant,
  });
  return themeCode === config.look.theme ? config.look : null;
}

/**
 * Draws the frame (no text, so no language) at the end of `<body>`; false when there is none.
 * The logo's address is set in a task of its own, queued before the first frame: an SVG image
 * builds a document of its own when its data arrives, and a data: address arrives at once, so
 * set here it took 4 to 7 ms of the parser's task, the page's first long one (ADR 0204; measured
 * 2026-12-03, ADR 0230).
 */
function drawFrame(look: BootFrameLook | null, doc: Document, win: Window): boolean {
  if (!look) return false;
  const frame = doc.createElement('div');
  frame.id = BOOT_FRAME_ID;
  frame.setAttribute('aria-hidden', 'true');
  // CSSOM, not a style attribute: a CSP without 'unsafe-inline' style attributes allows it.
  Object.assign(frame.style, {
    position: 'fixed',
    inset: '0',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: look.background,
  });
  if (look.logo) {
    const logo = doc.createElement('img');
    logo.alt = '';
    Object.assign(logo.style, {
      display: 'block',
      maxHeight: BOOT_LOGO_MAX_HEIGHT,
      maxWidth: BOOT_LOGO_MAX_WIDTH,
    });
    frame.append(logo);
    // url-guard: the theme's logo (build-time merchant data, through the theme's isSafeImageUrl)
    win.setTimeout(() => (logo.src = look.logo), 0);
  }
  doc.body.append(frame);
  return true;
}

/** Moves the template's scripts and preloads into `<head>`, where they load and run. */
export function startBootScripts(doc: Document): void {
  const template = doc.getElementById(BOOT_SCRIPTS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  // Imported copies of a template's scripts are not marked as started, so they run.
  doc.head.append(doc.importNode(template.content, true));
}

/**
 * Draws the frame, then starts the scripts once its first paint is on screen (in the task after
 * the second animation frame), or at once when nothing will paint. Whatever fails here, the
 * scripts still start.
 */
export function paintBootFrame(config: BootFrameConfig, doc = document, win = window): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startBootScripts(doc);
  };
  let drawn: boolean;
  try {
    drawn = drawFrame(lookFor(config, win), doc, win);
  } catch {
    drawn = false;
  }
  if (!drawn || doc.visibilityState !== 'visible') {
    start();
    return;
  }
  // The first animation frame draws the frame; the second begins once that one has been shown.
  win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(start, 0)));
  win.setTimeout(start, BOOT_SCRIPTS_FALLBACK_MS);
}

/** Removes the frame: the app calls it in its first commit, and the boot when it fails. */
export function releaseBootFrame(doc = document): void {
  doc.getElementById(BOOT_FRAME_ID)?.remove();
}
