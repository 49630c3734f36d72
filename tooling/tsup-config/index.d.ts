import type { Options } from 'tsup';
export declare function defineLibraryConfig(overrides?: Options): Options;
