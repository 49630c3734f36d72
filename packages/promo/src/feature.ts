import { defineFeature } from '@site/feature-api';

/** The promo feature object the shell composes (ADR 0050). */
export const promoFeature = defineFeature({
  id: 'promo',
});
