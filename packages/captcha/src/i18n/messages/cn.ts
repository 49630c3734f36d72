/** The captcha widgets' texts (CN). */
const messages = {
  captcha_placeholder: '请输入图形验证码',
  captcha_refresh: '换一张',
  captcha_image_alt: '图形验证码，点击更换',
  captcha_load_failed: '验证码加载失败，点击重试',
  slider_title: '安全验证',
  slider_hint: '向右拖动滑块完成拼图',
  slider_handle: '验证滑块',
  slider_too_fast: '操作过快，请重试',
  slider_missed: '未对准，请重试',
  slider_solved: '验证通过',
  slider_unavailable: '验证服务暂不可用，点击重试',
  slider_loading: '正在加载验证…',
  field_captcha: '图形验证码',
};

export type CaptchaMessages = Record<keyof typeof messages, string>;

export default messages;
