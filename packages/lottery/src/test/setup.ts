import { vi } from 'vitest';
import { configure } from '@testing-library/react';

// Screens here talk to the sandbox platform through MSW with the real payload cipher (an RSA key
// fetch, then DES): on a busy two-core machine a login round trip can pass Testing Library's
// default 1 s wait. Five seconds keeps the tests honest without sleeping.
configure({ asyncUtilTimeout: 5_000 });

// The lottery page renders the menu, cards, draws and quick bet at once over the sandbox; the
// first screen of a file also pays the module warm-up. On the shared two-core machine under a
// full `pnpm test` that can pass 15 s, so these files get 30 s (waits stay 5 s).
vi.setConfig({ testTimeout: 30_000 });
