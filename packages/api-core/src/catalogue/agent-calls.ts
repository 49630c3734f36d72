/**
 * The agent centre's team calls (issue 19): team overview, downline registration, affiliate links,
 * team list, statements, revenue and downline transactions. The spec names these pages without
 * their calls, so every entry here is `pathSource: 'assumed'` and listed in
 * docs/decisions/0017-assumed-calls.md.
 */
export const agentCalls = {} as const;
