import { defineFeature } from '@site/feature-api';

/** The points feature object the shell composes (ADR 0050). */
export const pointsFeature = defineFeature({
  id: 'points',
});
