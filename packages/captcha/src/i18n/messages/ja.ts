/** The captcha widgets' texts (JA). */
import type { CaptchaMessages } from './cn';

const messages: CaptchaMessages = {
  captcha_placeholder: '画像の文字を入力',
  captcha_refresh: '画像を変更',
  captcha_image_alt: '認証画像（選択すると変更）',
  captcha_load_failed: '認証画像を読み込めません。選択して再試行',
  slider_title: 'セキュリティ認証',
  slider_hint: 'スライダーを右へ動かしてパズルを完成させてください',
  slider_handle: '認証スライダー',
  slider_too_fast: '操作が速すぎます。もう一度お試しください',
  slider_missed: '位置が合っていません。もう一度お試しください',
  slider_solved: '認証しました',
  slider_unavailable: '認証を利用できません。選択して再試行',
  slider_loading: '認証を読み込み中…',
  field_captcha: '画像認証',
};

export default messages;
