import { handlers } from '../handler';

/** The agent centre's team calls (catalogue `agent-calls.ts`), with state per merchant. */
export const agentTeamHandlers = handlers({});
