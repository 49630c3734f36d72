import { handlers } from '../handler';

/** The member centre's money calls (catalogue `wallet-calls.ts`), with state per account. */
export const walletHandlers = handlers({});
