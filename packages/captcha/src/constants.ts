/**
 * Figures of the captcha widgets (account-access.md section 9, content-and-play.md section 4
 * "Captcha widget"). Moved from @site/auth unchanged (ADR 0120).
 */
export const CAPTCHA_LIMITS = {
  /** Image captcha: refresh at most once per second. */
  captchaRefreshThrottleMs: 1_000,
  /** Image captcha: give up waiting for the image after 3 s. */
  captchaImageTimeoutMs: 3_000,
  /** Slider captcha: challenge call timeout, and one automatic retry. */
  sliderTimeoutMs: 5_000,
  sliderRetries: 1,
  /** Slider captcha: `/wps/captcha/geetest` at most once per 250 ms (also enforced by the client). */
  sliderRateLimitMs: 250,
  /**
   * A slide finished faster than this is not a person: rejected (ADR 0062). GEETEST3 rejects
   * machine-speed drags server-side; the local slider applies the same rule before submitting.
   */
  sliderMinDragMs: 300,
} as const;
