import {
  HEADER_STYLES,
  HOME_SECTIONS,
  LOBBY_TILE_STYLES,
  MEMBER_CENTRE_MODES,
  type HomeSection,
  type SiteTheme,
  type ThemeAssets,
  type ThemeOverride,
  type ThemeTemplates,
  type ThemeTexts,
} from './contract';
import { deepMerge } from './deep-merge';
import { isEnabledValue } from './whitelabel';
import type { ColorTokens, GradientTokens } from './tokens';
import { baseTokens } from './base-tokens';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;

/**
 * A CSS value from the server lands in a style rule, so it must not be able to close the
 * declaration, open a new rule or load a resource.
 */
export function isSafeCssValue(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= 200 &&
    !/[;{}<>\\]|url\s*\(|expression\s*\(|@import/i.test(value)
  );
}

/** Image addresses from the server: same-origin paths, http(s) or inline images only. */
export function isSafeImageUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(value)) return true;
  return /^https?:\/\//i.test(value);
}

function pickTokens<T extends object>(allowed: T, raw: unknown): Partial<T> | undefined {
  if (!isRecord(raw)) return undefined;
  const out: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(allowed) as Array<keyof T>) {
    const value = raw[key as string];
    if (isSafeCssValue(value)) out[key] = value;
  }
  return Object.keys(out).length > 0 ? (out as Partial<T>) : undefined;
}

/**
 * Reads `/wps/system/templates` (shape in docs/decisions/0032) into a theme override. Values
 * outside the known variants are dropped, so the theme's own choice stays.
 */
export function templatesFromServer(raw: unknown): ThemeOverride {
  if (!isRecord(raw)) return {};
  const source = isRecord(raw.value) ? raw.value : raw;
  const templates: Partial<ThemeTemplates> = {};
  const header = oneOf(HEADER_STYLES, source.header ?? source.headerStyle);
  if (header) templates.header = header;
  const lobbyTile = oneOf(LOBBY_TILE_STYLES, source.lobbyTile ?? source.lobbyTileStyle);
  if (lobbyTile) templates.lobbyTile = lobbyTile;
  const memberCentre = oneOf(MEMBER_CENTRE_MODES, source.memberCentre);
  if (memberCentre) templates.memberCentre = memberCentre;
  if (Array.isArray(source.homeSections)) {
    const sections = source.homeSections.filter(
      (s): s is HomeSection => oneOf(HOME_SECTIONS, s) !== undefined,
    );
    if (sections.length > 0) templates.homeSections = [...new Set(sections)];
  }
  const leftImage =
    source.loginLeftImage ?? (isRecord(source.login) ? source.login.leftImage : undefined);
  if (leftImage !== undefined && leftImage !== null)
    templates.login = { leftImage: isEnabledValue(leftImage) };

  const override: ThemeOverride = {};
  if (Object.keys(templates).length > 0) override.templates = templates;
  const tokens = isRecord(source.tokens) ? source.tokens : undefined;
  const color = pickTokens<ColorTokens>(baseTokens.color, tokens?.color);
  const gradient = pickTokens<GradientTokens>(baseTokens.gradient, tokens?.gradient);
  if (color || gradient)
    override.tokens = { ...(color && { color }), ...(gradient && { gradient }) };
  if (isRecord(source.mobileTemplate))
    return deepMerge(override, mobileTemplateFromServer(source.mobileTemplate));
  return override;
}

/**
 * Reads the platform's `mobileTemplate` (web_logo, favicon, splash, app_desc, bottom_app_desc,
 * login_prompt_text; account-access.md section 3) into a theme override.
 */
export function mobileTemplateFromServer(raw: unknown): ThemeOverride {
  if (!isRecord(raw)) return {};
  const assets: Partial<ThemeAssets> = {};
  if (isSafeImageUrl(raw.web_logo)) assets.logo = raw.web_logo;
  if (isSafeImageUrl(raw.favicon)) assets.favicon = raw.favicon;
  if (isSafeImageUrl(raw.splash)) assets.splash = raw.splash;
  const texts: Partial<ThemeTexts> = {};
  if (typeof raw.app_desc === 'string') texts.appDescription = raw.app_desc;
  if (typeof raw.bottom_app_desc === 'string') texts.bottomAppDescription = raw.bottom_app_desc;
  if (typeof raw.login_prompt_text === 'string') texts.loginPrompt = raw.login_prompt_text;
  const override: ThemeOverride = {};
  if (Object.keys(assets).length > 0) override.assets = assets;
  if (Object.keys(texts).length > 0) override.texts = texts;
  return override;
}

/** Applies overrides in order over a theme; later ones win. The merchant code never changes. */
export function mergeSiteTheme(
  theme: SiteTheme,
  ...overrides: readonly ThemeOverride[]
): SiteTheme {
  return overrides.reduce<SiteTheme>(
    (merged, override) => ({
      ...deepMerge(merged, override),
      merchant: theme.merchant,
      copy: theme.copy,
    }),
    theme,
  );
}
