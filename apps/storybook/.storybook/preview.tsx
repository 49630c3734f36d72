import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@site/i18n';
import { cssVariablesText } from '@site/theme';
import { tokens as defaultTokens } from '@site/theme-default';
import type { Decorator, Preview } from '@storybook/react-vite';
import { createGlobalStyle } from 'styled-components';

const merchants = { default: defaultTokens };

const Variables = createGlobalStyle<{ $css: string }>`
  :root { ${(p) => p.$css} }
  body { font-family: var(--site-font-family); color: var(--site-color-text); background: var(--site-color-background); }
`;

const withMerchant: Decorator = (Story, context) => {
  const merchant = (context.globals.merchant as keyof typeof merchants) ?? 'default';
  const tokens = merchants[merchant] ?? defaultTokens;
  return (
    <>
      <Variables $css={cssVariablesText(tokens)} />
      <Story />
    </>
  );
};

const preview: Preview = {
  globalTypes: {
    merchant: {
      description: 'Merchant theme',
      toolbar: {
        title: 'Merchant',
        icon: 'paintbrush',
        items: Object.keys(merchants).map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: SUPPORTED_LANGUAGES.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { merchant: 'default', locale: DEFAULT_LANGUAGE },
  decorators: [withMerchant],
  parameters: { layout: 'padded', controls: { expanded: true } },
};

export default preview;
