/** The captcha widgets' texts (TH). */
import type { CaptchaMessages } from './cn';

const messages: CaptchaMessages = {
  captcha_placeholder: 'กรอกตัวอักษรในภาพ',
  captcha_refresh: 'เปลี่ยนภาพ',
  captcha_image_alt: 'ภาพยืนยันตัวตน เลือกเพื่อเปลี่ยน',
  captcha_load_failed: 'โหลดภาพยืนยันไม่สำเร็จ เลือกเพื่อลองใหม่',
  slider_title: 'ยืนยันความปลอดภัย',
  slider_hint: 'เลื่อนแถบไปทางขวาเพื่อต่อภาพให้สมบูรณ์',
  slider_handle: 'แถบเลื่อนยืนยัน',
  slider_too_fast: 'เร็วเกินไป โปรดลองใหม่',
  slider_missed: 'ตำแหน่งไม่ตรง โปรดลองใหม่',
  slider_solved: 'ยืนยันแล้ว',
  slider_unavailable: 'ระบบยืนยันไม่พร้อมใช้งาน เลือกเพื่อลองใหม่',
  slider_loading: 'กำลังโหลดการยืนยัน…',
  field_captcha: 'รหัสภาพ',
};

export default messages;
