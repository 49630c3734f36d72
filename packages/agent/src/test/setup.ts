import { configure } from '@testing-library/react';

// Screens here talk to the sandbox platform through MSW with the real payload cipher (an RSA key
// fetch, then DES for encrypted bodies): on a busy two-core machine a round trip can pass Testing
// Library's default 1 s wait. Fifteen seconds keeps the tests honest: a passing wait returns at once.
configure({ asyncUtilTimeout: 15_000 });
