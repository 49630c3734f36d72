/** The captcha widgets' texts (VI). */
import type { CaptchaMessages } from './cn';

const messages: CaptchaMessages = {
  captcha_placeholder: 'Nhập ký tự trong ảnh',
  captcha_refresh: 'Đổi ảnh',
  captcha_image_alt: 'Ảnh xác minh, chọn để đổi ảnh',
  captcha_load_failed: 'Không tải được ảnh xác minh. Chọn để thử lại',
  slider_title: 'Xác minh bảo mật',
  slider_hint: 'Kéo thanh trượt sang phải để ghép hình',
  slider_handle: 'Thanh trượt xác minh',
  slider_too_fast: 'Thao tác quá nhanh, vui lòng thử lại',
  slider_missed: 'Chưa khớp vị trí, vui lòng thử lại',
  slider_solved: 'Đã xác minh',
  slider_unavailable: 'Dịch vụ xác minh tạm thời không khả dụng. Chọn để thử lại',
  slider_loading: 'Đang tải xác minh…',
  field_captcha: 'Mã hình',
};

export default messages;
