import { callArgs, siteApi } from '@site/api-core';
import type { CaptchaImage, GeetestChallenge } from '@site/api-core/catalogue';
import { CAPTCHA_LIMITS } from './constants';

/**
 * The two challenge calls of the widgets, injected into the site's one base API. Mutations
 * because each call issues a new challenge (nothing to cache). The widgets show failures
 * themselves (`noAlert`).
 */
export const captchaApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    captchaImage: build.mutation<CaptchaImage, void>({
      query: () => callArgs('captcha', undefined, { noAlert: true }),
    }),
    captchaSliderChallenge: build.mutation<GeetestChallenge, void>({
      query: () =>
        callArgs('captchaGeetest', undefined, {
          noAlert: true,
          timeoutMs: CAPTCHA_LIMITS.sliderTimeoutMs,
        }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useCaptchaImageMutation, useCaptchaSliderChallengeMutation } = captchaApi;
