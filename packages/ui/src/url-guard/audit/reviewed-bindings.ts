import type { ReviewedElsewhere } from './url-binding-audit';

/**
 * URL bindings reviewed in packages whose files were being changed by other work when the audit
 * arrived (ADR 0161). Each names why the value is not a raw server URL. Prefer a `url-guard:`
 * comment beside the binding (or guardUrl itself) and remove the entry here when the file is next
 * touched.
 */
export const REVIEWED_ELSEWHERE: readonly ReviewedElsewhere[] = [
  {
    file: 'packages/captcha/src/slider-captcha.tsx',
    text: 'src={picture}',
    reason: 'pictureSource() keeps only base64 image data or passes guardUrl',
  },
  {
    file: 'packages/auth/src/login/social-buttons.tsx',
    text: 'src={telegram.src}',
    reason: 'built from telegramFrameOrigin() (an https origin only) and a fixed path and query',
  },
  {
    file: 'packages/theme/src/site-theme-provider.tsx',
    text: 'icon.href = theme.assets.favicon',
    reason: 'the favicon is a theme asset (build-time merchant data)',
  },
  {
    file: 'packages/wallet/src/deposit/deposit-page.tsx',
    text: 'href={order.href}',
    reason: 'order.href is set from guardUrl(...) of the cashier address in the same component',
  },
];
