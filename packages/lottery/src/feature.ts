import { defineFeature } from '@site/feature-api';

/** The lottery feature object the shell composes (ADR 0050). */
export const lotteryFeature = defineFeature({
  id: 'lottery',
});
