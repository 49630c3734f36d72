import { defineFeature } from '@site/feature-api';

/** The chat feature object the shell composes (ADR 0050). */
export const chatFeature = defineFeature({
  id: 'chat',
});
