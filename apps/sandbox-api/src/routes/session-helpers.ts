import { DEFAULT_PASSWORD } from '../seed/accounts';
import { captchaImageBase64, CAPTCHA_LENGTH, randomDigits } from '../captcha';
import { PlatformError } from '../envelope';
import { colourOf, formatDateTime, maskEmail, maskMobile } from '../format';
import type { CallContext } from '../handler';
import { pick } from '../lang';
import { CLUB_LABELS } from '../seed/content';
import type { MerchantCode } from '../seed/merchants';
import type { Account } from '../state';
import type { World } from '../world';

export const SMS_LIFETIME_MINUTES = 5;
const SMS_RESEND_MS = 60_000;
const CAPTCHA_LIFETIME_MS = 5 * 60_000;
/** Failed logins after which the captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;

export type SmsPurpose = 'login' | 'register' | 'reset' | 'verify';

function smsKey(merchant: string, purpose: SmsPurpose, mobile: string): string {
  return `${merchant}:${purpose}:${mobile.replace(/\D/g, '')}`;
}

/** Sends (prints) an SMS code; at most one per number and purpose per minute. */
export function issueSmsCode(
  ctx: CallContext,
  purpose: SmsPurpose,
  mobile: string,
  dialingCode: string | undefined,
): { expiredMinutes: number; expirationTime: number } {
  const key = smsKey(ctx.merchant, purpose, mobile);
  const existing = ctx.world.smsCodes.get(key);
  if (existing && existing.expiresAt - SMS_LIFETIME_MINUTES * 60_000 + SMS_RESEND_MS > ctx.now) {
    throw new PlatformError('TOO_MANY_REQUEST');
  }
  const code = ctx.world.randomDigits(6);
  const expiresAt = ctx.now + SMS_LIFETIME_MINUTES * 60_000;
  ctx.world.smsCodes.set(key, { code, expiresAt, merchant: ctx.merchant });
  const sentTo = dialingCode || ctx.catalogue.profile.countryDialingCode;
  ctx.world.smsOutbox.push({
    merchant: ctx.merchant,
    mobile,
    dialingCode: sentTo,
    purpose,
    code,
    at: ctx.now,
  });
  if (ctx.world.smsOutbox.length > 100) ctx.world.smsOutbox.shift();
  ctx.world.log.info(
    `[sms] ${ctx.merchant} +${sentTo} ${mobile} ${purpose} code ${code} (valid ${SMS_LIFETIME_MINUTES} min)`,
  );
  return { expiredMinutes: SMS_LIFETIME_MINUTES, expirationTime: expiresAt };
}

/** Wrong answers after which an SMS code is burnt: a 6-digit code is not open to guessing. */
export const SMS_MAX_FAILURES = 5;

/**
 * Checks and consumes an SMS code. A wrong answer counts against the code; the fifth burns it,
 * so the holder must ask for a new one (at most one a minute).
 */
export function verifySmsCode(
  ctx: CallContext,
  purpose: SmsPurpose,
  mobile: string,
  code: string | undefined,
): void {
  const key = smsKey(ctx.merchant, purpose, mobile);
  const issued = ctx.world.smsCodes.get(key);
  if (!issued || issued.expiresAt < ctx.now) throw new PlatformError('sms.code.invalid');
  if (!code || issued.code !== code) {
    issued.failures = (issued.failures ?? 0) + 1;
    if (issued.failures >= SMS_MAX_FAILURES) ctx.world.smsCodes.delete(key);
    throw new PlatformError('sms.code.invalid');
  }
  ctx.world.smsCodes.delete(key);
}

export function issueCaptcha(
  world: World,
  merchant: MerchantCode,
  now: number,
): { image: string; captchaId: string; mimeType: string; expiresIn: number } {
  const text = randomDigits(world.random, CAPTCHA_LENGTH);
  const captchaId = world.randomHex(8);
  world.captchas.set(captchaId, { code: text, expiresAt: now + CAPTCHA_LIFETIME_MS, merchant });
  world.lastCaptcha = { captchaId, text };
  for (const [id, issued] of world.captchas) if (issued.expiresAt < now) world.captchas.delete(id);
  return {
    image: captchaImageBase64(text, world.random),
    captchaId,
    mimeType: 'image/svg+xml',
    expiresIn: CAPTCHA_LIFETIME_MS / 1000,
  };
}

/**
 * Checks a typed captcha. With a captchaId the answer must match that image; without one it may
 * match any unexpired image of this merchant (the platform ties it to the browser session). One use.
 */
export function verifyCaptcha(
  ctx: CallContext,
  answer: string | undefined,
  captchaId: string | undefined,
): boolean {
  if (!answer) return false;
  const entries = captchaId
    ? [[captchaId, ctx.world.captchas.get(captchaId)] as const]
    : [...ctx.world.captchas.entries()];
  for (const [id, issued] of entries) {
    if (
      issued &&
      issued.merchant === ctx.merchant &&
      issued.expiresAt >= ctx.now &&
      issued.code === answer.trim()
    ) {
      ctx.world.captchas.delete(id);
      return true;
    }
  }
  return false;
}

export function clubLabelOf(account: Account, ctx: Pick<CallContext, 'lang'>) {
  const label = CLUB_LABELS.find((candidate) => candidate.labelId === account.clubLabelId);
  if (!label) return null;
  return {
    labelId: label.labelId,
    labelName: pick(label.name, ctx.lang),
    color: `hsl(${label.hue} 70% 45%)`,
    type: label.type,
    rankLevel: label.rankLevel,
  };
}

export function vipOf(account: Account, ctx: Pick<CallContext, 'lang'>) {
  const label = clubLabelOf(account, ctx);
  const { completedConditions, totalExpectedConditions, nextLabelId } = account.vip;
  return {
    hasVip: label !== null && label.type === 'AUTO',
    vipLabelName: label?.labelName ?? null,
    vipRankLevel: label?.rankLevel ?? 0,
    showVipBenefit: label?.type === 'AUTO',
    vipProgress:
      nextLabelId === null
        ? 1
        : totalExpectedConditions > 0
          ? completedConditions / totalExpectedConditions
          : 0,
  };
}

export function memberInfoOf(account: Account, ctx: Pick<CallContext, 'lang' | 'catalogue'>) {
  const profile = ctx.catalogue.profile;
  return {
    id: account.customerId,
    customerId: account.customerId,
    account: account.username,
    username: account.username,
    nickname: account.nickname,
    // The sign-in before this session's, as a member centre shows "last login"; none on the first
    // (ADR 0026: the site reads that as the first login).
    lastLogin:
      account.previousLogin === null || account.previousLogin === undefined
        ? null
        : formatDateTime(account.previousLogin),
    type: account.isAgent,
    isAgent: account.isAgent,
    toUpline: account.toUpline,
    clubLabel: clubLabelOf(account, ctx),
    memberLabel: account.memberLabelIds.map((labelId) => {
      const label = CLUB_LABELS.find((candidate) => candidate.labelId === labelId);
      return {
        labelId,
        labelName: label ? pick(label.name, ctx.lang) : String(labelId),
        color: colourOf(String(labelId)),
      };
    }),
    currency: profile.currency,
    currencySymbol: profile.currencySymbol,
    currencyPosition: profile.currencyPosition,
    countryCode: profile.countryCode,
    countryDialingCode: account.countryDialingCode,
    mobileNo: maskMobile(account.mobileNo),
    email: maskEmail(account.email),
    hasFreePlay: account.freePlay,
    hasPaymentPassword: account.paymentPassword !== '',
    language: account.language,
    vip: vipOf(account, ctx),
  };
}

/**
 * Whether a login must change its password before anything else (account-access.md section 4):
 * the insecure default password always; a first login or an expired password when the merchant
 * forces the change (PWDEXPFORCECHANGE3).
 */
export function passwordChangeRequired(ctx: CallContext, account: Account): boolean {
  if (account.password === DEFAULT_PASSWORD) return true;
  return (account.firstTimeLogin || account.passwordExpired) && ctx.flag('PWDEXPFORCECHANGE3');
}

export function loginResponse(ctx: CallContext, account: Account) {
  const token = ctx.world.issueToken(ctx.merchant, account, {
    passwordChangeRequired: passwordChangeRequired(ctx, account),
  });
  account.previousLogin = account.lastLogin;
  account.lastLogin = ctx.now;
  ctx.world.loginFailures.delete(`${ctx.merchant}:${account.username.toLowerCase()}`);
  ctx.changed();
  return {
    token,
    firstTimeLogin: account.firstTimeLogin,
    passwordExpired: account.passwordExpired,
    isAgent: account.isAgent,
    account: account.username,
    username: account.username,
    nickname: account.nickname,
    customerId: account.customerId,
    toUpline: account.toUpline,
    hasFreePlay: account.freePlay,
  };
}
