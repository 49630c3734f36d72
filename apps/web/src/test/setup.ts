import { configure } from '@testing-library/react';
import { SITE_RENDER_TIMEOUT } from './timeouts';

// These tests render the whole composed site: its start-up calls answered by the sandbox through
// MSW, its lazy routes and its on-demand parts (notice dialogs, centre, member bar; ADR 0157)
// transformed on first import. A `findBy*` waits for that as long as a first whole-site render
// may take on a loaded 2-core CI machine (SITE_RENDER_TIMEOUT), not 1 s; a test still fails when
// what it waits for never appears, only later.
configure({ asyncUtilTimeout: SITE_RENDER_TIMEOUT });
