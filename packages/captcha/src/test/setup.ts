import { configure } from '@testing-library/react';

// Screens here talk to the sandbox platform through MSW with the real payload cipher (an RSA key
// fetch, then DES): on a busy two-core machine a login round trip can pass Testing Library's
// default 1 s wait. Five seconds keeps the tests honest without sleeping.
configure({ asyncUtilTimeout: 5_000 });
