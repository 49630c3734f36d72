import { defineLibraryConfig } from '@site/tsup-config';
import { defineConfig } from 'tsup';

// SVG assets are inlined as data URLs so the theme chunk is self-contained.
export default defineConfig(defineLibraryConfig({ loader: { '.svg': 'dataurl' } }));
