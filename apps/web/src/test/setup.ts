import { configure } from '@testing-library/react';

// These tests render the whole composed site: its start-up calls answered by the sandbox through
// MSW, its lazy routes and its on-demand parts (notice dialogs, centre, member bar; ADR 0157)
// transformed on first import. A `findBy*` waits up to 5 s for that, not 1 s; a test still fails
// when what it waits for never appears.
configure({ asyncUtilTimeout: 5_000 });
