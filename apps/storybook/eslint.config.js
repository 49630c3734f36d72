import config from '@site/eslint-config';

export default [...config, { ignores: ['storybook-static/**'] }];
