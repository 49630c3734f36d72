import config from '@site/eslint-config';

export default [
  ...config,
  {
    // Unit tests, stories and their harness run against the sandbox platform (one set of mocks for
    // unit tests, Storybook and Playwright; ADR 0060). The sandbox is an app, so the layering rule
    // would refuse it; only test and story code may import it, never the shipped source.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/test/**/*.{ts,tsx}'],
    rules: { 'site/layered-imports': 'off' },
  },
];
