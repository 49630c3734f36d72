import type { RegisterRequest, TelegramLoginRequest } from '@site/api-core/catalogue';
import type { SocialBinding } from '../session/pending';

/** The codes a visitor arrives with: `affiliateCode` (or its short form `a`) and `referralCode`. */
export interface ReferralCodes {
  affiliateCode?: string;
  referralCode?: string;
}

/** Reads the affiliate and referral codes of the page's query; empty values are dropped. */
export function referralCodesOf(search: URLSearchParams): ReferralCodes {
  const affiliateCode = (search.get('affiliateCode') ?? search.get('a') ?? '').trim();
  const referralCode = (search.get('referralCode') ?? '').trim();
  return {
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(referralCode ? { referralCode } : {}),
  };
}

/**
 * The telegram login payload (section 3, "telegram variant: registerUrl, affiliateCode, domain,
 * referralCode, telegramAuth"): the page address and host, the codes the visitor came with, and
 * the frame's auth data.
 */
export function telegramLoginRequest(
  telegramAuth: string,
  page: { href: string; host: string },
  codes: ReferralCodes,
): TelegramLoginRequest {
  return { registerUrl: page.href, domain: page.host, ...codes, telegramAuth };
}

/**
 * What a manual registration after the bind dialog adds to the form's payload (section 4: "when
 * manual registration applies, opens the register modal"): the provider's channel and token, or
 * the telegram auth data, so the new account is bound to the identity that asked for it.
 */
export function providerDataOf(
  binding: SocialBinding | null,
): Pick<RegisterRequest, 'firebaseChannel' | 'firebaseIdToken' | 'telegramAuth'> {
  if (!binding) return {};
  return {
    firebaseChannel: binding.channel,
    ...(binding.firebaseIdToken ? { firebaseIdToken: binding.firebaseIdToken } : {}),
    ...(binding.telegramAuth ? { telegramAuth: binding.telegramAuth } : {}),
  };
}
