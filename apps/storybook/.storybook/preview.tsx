import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
} from '@site/i18n';
import {
  baseTokens,
  FlagsProvider,
  SiteThemeProvider,
  vars,
  type FlagMap,
  type SiteTheme,
} from '@site/theme';
import { allFlags } from '@site/theme/testing';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import type { i18n as I18nInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { configure } from 'storybook/test';
import { merchantCodes, themeLoaders } from 'virtual:site-merchants';
import { storybookI18n } from './site-i18n';

// A play function's `findBy*` and `waitFor` wait up to 10 s, not Testing Library's 1 s: the story
// tests render four stories at once beside the browser tests on a 2-core CI machine, where a
// lazy chunk or a sandbox answer can take longer than a second. A story whose element never
// appears still fails, only later. Stories that pass their own `timeout` keep it.
configure({ asyncUtilTimeout: 10_000 });

const ALL_MERCHANTS = 'all';
const FLAG_PRESETS = {
  theme: 'Theme defaults',
  on: 'All modules on',
  off: 'All modules off',
} as const;
type FlagPreset = keyof typeof FLAG_PRESETS;

interface Loaded {
  themes: SiteTheme[];
  i18n: I18nInstance;
}

/** Loads the selected merchant's theme (or every theme) and the i18n in the selected language. */
const loadThemesAndLanguage: Loader = async ({ globals }) => {
  const merchant = String(globals.merchant ?? 'default');
  const codes =
    merchant === ALL_MERCHANTS ? merchantCodes : [themeLoaders[merchant] ? merchant : 'default'];
  const themes = await Promise.all(
    codes.flatMap((code) => {
      const load = themeLoaders[code];
      return load ? [load().then((module) => module.theme)] : [];
    }),
  );
  const language = isSupportedLanguage(globals.locale) ? globals.locale : DEFAULT_LANGUAGE;
  const site = await storybookI18n(language);
  return { themes, i18n: site.i18n } satisfies Loaded;
};

/**
 * Flags for one story: the merchant's defaults, then the story's `parameters.flags`, then the
 * toolbar preset. A story sets flags with `parameters: { flags: { PTSYS3: true } }` (or the
 * `withFlags` decorator from @site/theme/testing).
 */
function storyFlags(theme: SiteTheme, storyFlagsParam: unknown, preset: FlagPreset): FlagMap {
  const fromStory = (
    typeof storyFlagsParam === 'object' && storyFlagsParam !== null ? storyFlagsParam : {}
  ) as FlagMap;
  const fromToolbar = preset === 'theme' ? {} : allFlags(preset === 'on');
  return { ...theme.flags, ...fromStory, ...fromToolbar };
}

const withSiteContext: Decorator = (Story, context) => {
  const { themes, i18n } = context.loaded as Loaded;
  const preset = (
    String(context.globals.flags ?? 'theme') in FLAG_PRESETS ? context.globals.flags : 'theme'
  ) as FlagPreset;
  const flagsFor = (theme: SiteTheme) => storyFlags(theme, context.parameters.flags, preset);

  if (context.globals.merchant === ALL_MERCHANTS) {
    const [rootTheme] = themes;
    const grid = (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fit, minmax(280px, 1fr))`,
          gap: baseTokens.space.lg,
        }}
      >
        {themes.map((theme) => (
          <SiteThemeProvider key={theme.merchant} theme={theme} scope="local">
            <section
              aria-label={theme.merchant}
              style={{ padding: vars.space.lg, minHeight: '100%' }}
            >
              <p
                style={{
                  margin: `0 0 ${vars.space.md}`,
                  fontWeight: vars.font.weightBold,
                  fontSize: vars.font.sizeSm,
                }}
              >
                {theme.merchant}
              </p>
              <FlagsProvider flags={flagsFor(theme)}>
                <Story />
              </FlagsProvider>
            </section>
          </SiteThemeProvider>
        ))}
      </div>
    );
    return (
      <I18nextProvider i18n={i18n}>
        {/* Dialogs and toasts render in a portal outside the per-merchant sections: the first
            merchant's variables at the root keep them styled (switch to one merchant to see a
            dialog in a given skin). */}
        {rootTheme ? <SiteThemeProvider theme={rootTheme}>{grid}</SiteThemeProvider> : grid}
      </I18nextProvider>
    );
  }

  const theme = themes[0];
  if (!theme) return <Story />;
  return (
    <I18nextProvider i18n={i18n}>
      <SiteThemeProvider theme={theme}>
        <FlagsProvider flags={flagsFor(theme)}>
          <Story />
        </FlagsProvider>
      </SiteThemeProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    merchant: {
      description: 'Merchant theme',
      toolbar: {
        title: 'Merchant',
        icon: 'paintbrush',
        items: [
          ...merchantCodes.map((value) => ({ value, title: value })),
          { value: ALL_MERCHANTS, title: 'All merchants', right: 'side by side' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: SUPPORTED_LANGUAGES.map((value) => ({
          value,
          title: LANGUAGE_NAMES[value],
          right: value,
        })),
        dynamicTitle: true,
      },
    },
    flags: {
      description: 'Whitelabel flags',
      toolbar: {
        title: 'Flags',
        icon: 'flag',
        items: Object.entries(FLAG_PRESETS).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { merchant: 'default', locale: DEFAULT_LANGUAGE, flags: 'theme' },
  loaders: [loadThemesAndLanguage],
  decorators: [withSiteContext],
  // axe runs after every story; the story runner (runner/axe-policy.mjs) fails serious and
  // critical findings, so the addon itself only reports ('todo'). Every rule still runs, but only
  // violations get a selector for each node: passes and incomplete checks keep one node each (axe's
  // `resultTypes`). The runner reads violations only, and building a selector for every passing
  // node took about an eighth of the story tests' time (220 s for one skin, 193 s without).
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'todo', options: { resultTypes: ['violations'] } },
  },
};

export default preview;
