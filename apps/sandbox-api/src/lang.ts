/** The six languages the site ships; other codes the platform accepts map onto them. */
export const LANGS = ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] as const;
export type Lang = (typeof LANGS)[number];

/** A user-visible text in every shipped language. */
export type L10n = Readonly<Record<Lang, string>>;

const ALIASES: Readonly<Record<string, Lang>> = {
  RU: 'EN',
  PT: 'EN',
  ES: 'EN',
  AR: 'EN',
  ZH: 'CN',
  ZH_CN: 'CN',
  ZH_TW: 'TW',
};

/** Reads the `Language` request header; unknown or missing values fall back to CN (the default). */
export function parseLang(header: string | null | undefined): Lang {
  const code = (header ?? '').trim().toUpperCase().replace('-', '_');
  if ((LANGS as readonly string[]).includes(code)) return code as Lang;
  return ALIASES[code] ?? 'CN';
}

export function l10n(cn: string, tw: string, ja: string, en: string, th: string, vi: string): L10n {
  return { CN: cn, TW: tw, JA: ja, EN: en, TH: th, VI: vi };
}

export function pick(text: L10n, lang: Lang): string {
  return text[lang];
}
