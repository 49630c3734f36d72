import { config } from '@site/eslint-config';

// The scratch app's sources import the packed libraries; they are type-checked and built
// outside the workspace by the dry run, not linted here.
export default [...config, { ignores: ['scratch-app/**'] }];
