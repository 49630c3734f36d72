import type { StorybookConfig } from '@storybook/react-vite';

/**
 * One Storybook for the whole workspace: it collects the co-located stories of every library,
 * feature and theme package, so designers browse every component in every merchant skin.
 */
const config: StorybookConfig = {
  stories: [
    '../../../packages/*/src/**/*.stories.@(ts|tsx)',
    '../../../themes/*/src/**/*.stories.@(ts|tsx)',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
