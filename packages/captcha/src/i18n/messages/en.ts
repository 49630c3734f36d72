/** The captcha widgets' texts (EN). */
import type { CaptchaMessages } from './cn';

const messages: CaptchaMessages = {
  captcha_placeholder: 'Enter the characters shown',
  captcha_refresh: 'New image',
  captcha_image_alt: 'Captcha image, select for a new one',
  captcha_load_failed: 'The captcha did not load. Select to retry',
  slider_title: 'Security check',
  slider_hint: 'Drag the slider to complete the puzzle',
  slider_handle: 'Verification slider',
  slider_too_fast: 'Too fast. Please try again',
  slider_missed: 'Not aligned. Please try again',
  slider_solved: 'Verified',
  slider_unavailable: 'Verification is unavailable. Select to retry',
  slider_loading: 'Loading the check…',
  field_captcha: 'Captcha',
};

export default messages;
