/** The captcha widgets' texts (TW). */
import type { CaptchaMessages } from './cn';

const messages: CaptchaMessages = {
  captcha_placeholder: '請輸入圖形驗證碼',
  captcha_refresh: '換一張',
  captcha_image_alt: '圖形驗證碼，點擊更換',
  captcha_load_failed: '驗證碼載入失敗，點擊重試',
  slider_title: '安全驗證',
  slider_hint: '向右拖動滑塊完成拼圖',
  slider_handle: '驗證滑塊',
  slider_too_fast: '操作過快，請重試',
  slider_missed: '未對準，請重試',
  slider_solved: '驗證通過',
  slider_unavailable: '驗證服務暫不可用，點擊重試',
  slider_loading: '正在載入驗證…',
  field_captcha: '圖形驗證碼',
};

export default messages;
