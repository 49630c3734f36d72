// The public entry of @site/captcha: the two verification widgets any feature may place, the
// proof type the slider hands back, and the namespace of their texts (ADR 0120).
export { ImageCaptcha, type ImageCaptchaProps } from './image-captcha';
export { SliderCaptcha, type SliderCaptchaProps } from './slider-captcha';
export type { SliderProof } from './slider-proof';
export { CAPTCHA_LIMITS } from './constants';
export { CAPTCHA_NAMESPACE, captchaNamespace } from './i18n/captcha-i18n';
