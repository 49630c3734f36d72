import { configure } from '@testing-library/react';

// Screens here talk to the sandbox platform through MSW with the real payload cipher (an RSA key
// fetch, then DES): on a busy two-core machine (the whole repository's tests at once) a redeem or
// a conversion round trip can pass Testing Library's default 1 s wait, and sometimes 5 s. Fifteen
// seconds keeps the tests honest without sleeping: a passing wait returns as soon as it passes.
configure({ asyncUtilTimeout: 15_000 });
