import config from '@site/eslint-config';

/** The shell's services: no React, no composition, no feature list (they run before either). */
const SERVICES = [
  'src/shell/shell-services',
  'src/shell/outcome-bus',
  'src/shell/shell-api',
  'src/session/',
  'src/domain-check/',
];

/** The composition root: the only files that know which features make the site. */
const COMPOSITION_ROOT = ['src/app', 'src/main', 'src/main-app', 'src/features', 'src/test/'];

export default [
  ...config,
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: {
      'site/app-zones': [
        'error',
        {
          zones: [
            {
              target: SERVICES,
              from: ['src/'],
              fromExcept: SERVICES,
              reason:
                'shell services (client, store, notices, session and start-up data) sit below the composition and the UI; they are created before any feature is composed or anything renders, and tests build them alone. Pass what they need in as arguments instead (docs/decisions/0190).',
            },
            {
              target: ['src/'],
              targetExcept: COMPOSITION_ROOT,
              from: ['src/features'],
              reason:
                'only the composition root (app.tsx, main, tests) knows the feature list; shell code reads the composed site and the bound links and dialog refs from the shell context, so it works with any feature list (docs/decisions/0190).',
            },
          ],
        },
      ],
    },
  },
];
