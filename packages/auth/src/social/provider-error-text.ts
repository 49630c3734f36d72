import type { TFunction } from 'i18next';
import { mapProviderError } from './provider-errors';

/** What a provider failure says to the member (section 8's `auth/*` messages). */
export function providerErrorText(t: TFunction, error: unknown): string {
  const mapped = mapProviderError(error);
  switch (mapped.code) {
    case 'auth/popup-blocked':
      return t('errors:popup_blocked');
    case 'auth/cancelled':
      return t('auth:social_cancelled');
    case 'auth/not-supported':
      return t('auth:social_not_supported');
    case 'auth/code-expired':
      return t('errors:auth/code-expired');
    default:
      return t('errors:auth/unknown', {
        code: mapped.providerCode ?? '',
        reason: mapped.reason ?? '',
      });
  }
}
