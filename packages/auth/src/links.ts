import { createLinkRef } from '@site/feature-api';

/** Places the login page links to that this feature does not own; the shell binds them. */
export const authLinks = {
  /** Side navigation: customer service (required). */
  customerService: createLinkRef('auth.customerService'),
  /** The speed-test link, shown only when a SpeedTest resource with a url exists. */
  speedTest: createLinkRef('auth.speedTest', { optional: true }),
  /** App download. */
  appDownload: createLinkRef('auth.appDownload', { optional: true }),
  /** The site home (logo). */
  home: createLinkRef('auth.home', { optional: true }),
} as const;
