export type CaptchaKind = 'slider' | 'image' | 'none';

export interface CaptchaChoiceInput {
  /** GEETEST3: the slider verification. */
  geetest: boolean;
  /** The merchant's captcha setting (image captcha). */
  captchaEnabled: boolean;
  /** Running against a test platform: the slider's test flag is off unless test mode is on. */
  testEnvironment?: boolean;
  testMode?: boolean;
}

/**
 * Captcha choice (section 5): the slider when GEETEST3 is on (off in a test environment unless
 * test mode is on); the image captcha when the captcha setting is on and the slider is off.
 */
export function chooseCaptcha(input: CaptchaChoiceInput): CaptchaKind {
  const sliderAllowed = !input.testEnvironment || input.testMode === true;
  if (input.geetest && sliderAllowed) return 'slider';
  if (input.captchaEnabled) return 'image';
  return 'none';
}

/** A stored `tid` is sent as `linkId` only when it is all digits. */
export function linkIdOf(tid: string | null | undefined): string | undefined {
  return typeof tid === 'string' && /^\d+$/.test(tid) ? tid : undefined;
}

/**
 * The SMS captcha (section 5, "SMS captcha depends on GEETESTVCODE3"): with GEETESTVCODE3 and the
 * slider (GEETEST3) on, "get code" waits until the slider is solved (`verify_first`).
 */
export function smsNeedsSlider(input: {
  geetest: boolean;
  geetestSms: boolean;
  solved: boolean;
}): boolean {
  return input.geetest && input.geetestSms && !input.solved;
}
