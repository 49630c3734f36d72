import { configure } from '@testing-library/react';

// Money screens talk to the sandbox platform through MSW with the real payload cipher (an RSA key
// fetch, then the body cipher): on a busy two-core machine one round trip can pass Testing
// Library's default 1 s wait. A passing wait still returns as soon as it passes.
configure({ asyncUtilTimeout: 15_000 });
