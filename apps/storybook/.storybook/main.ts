import { fileURLToPath } from 'node:url';
import { siteMerchantsPlugin } from '@site/theme/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import { fixtureTokenPlugin } from './fixture-token-plugin';
import { sandboxScriptsPlugin } from './sandbox-scripts-plugin';

const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * One Storybook for the whole workspace: it collects the co-located stories of every library,
 * feature and theme package, so designers browse every component in every merchant skin. The
 * merchant list comes from themes/*\/package.json (the same plugin as the web app), so a theme
 * made by `pnpm new-merchant` appears in the toolbar with no edit here.
 */
const config: StorybookConfig = {
  stories: [
    '../../../packages/*/src/**/*.stories.@(ts|tsx)',
    '../../../themes/*/src/**/*.stories.@(ts|tsx)',
    '../../../apps/web/src/**/*.stories.@(ts|tsx)',
    '../docs/**/*.mdx',
    '../docs/**/*.stories.@(ts|tsx)',
    // A deliberately broken story for tooling/scripts/story-checks-fixture.mjs only.
    ...(process.env.STORY_FIXTURES === '1' ? ['../fixtures/*.stories.tsx'] : []),
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal(viteConfig) {
    viteConfig.plugins = [
      ...(viteConfig.plugins ?? []),
      siteMerchantsPlugin({ root: workspaceRoot }),
      // Scripts the platform serves (the lottery mini-game), from the same sandbox as the stories.
      sandboxScriptsPlugin(),
      // Only for the fixture check: one skin's colour token changed as its theme loads.
      fixtureTokenPlugin(process.env.STORY_FIXTURE_TOKEN),
    ];
    return viteConfig;
  },
};

export default config;
