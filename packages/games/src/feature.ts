import { defineFeature } from '@site/feature-api';

/** The games feature object the shell composes (ADR 0050). */
export const gamesFeature = defineFeature({
  id: 'games',
});
