import { configure } from '@testing-library/react';

// Screens here talk to the sandbox platform through MSW with the real payload cipher (an RSA key
// fetch, then DES): on a busy two-core machine a login round trip can pass Testing Library's
// default 1 s wait; the slot lobby renders 40 tiles per page, so fifteen seconds under a full
// `pnpm test` run.
configure({ asyncUtilTimeout: 15_000 });
