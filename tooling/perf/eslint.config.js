import { config } from '@site/eslint-config';

// The budget scripts are plain Node modules; the shared config lints them like every package.
export default [...config];
