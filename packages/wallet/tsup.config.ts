import { defineLibraryConfig } from '@site/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(defineLibraryConfig());
