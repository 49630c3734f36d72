import { defineFeature } from '@site/feature-api';

/**
 * The agent centre's team pages (issue 19). Pages, endpoints, i18n and links are added as they
 * are built; each page carries its own gate (ADR 0058).
 */
export const agentFeature = defineFeature({
  id: 'agent',
});
