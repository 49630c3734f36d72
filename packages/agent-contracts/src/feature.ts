import { defineFeature } from '@site/feature-api';

/** The agent-contracts feature object the shell composes (ADR 0050). */
export const agentContractsFeature = defineFeature({
  id: 'agent-contracts',
});
