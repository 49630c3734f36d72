import type { UiMessages } from '../ui-messages';

/** The built-in texts of @site/ui in Thai. */
const messages: UiMessages = {
  close: 'ปิด',
  confirm: 'ยืนยัน',
  cancel: 'ยกเลิก',
  loading: 'กำลังโหลด…',
  show_password: 'แสดงรหัสผ่าน',
  hide_password: 'ซ่อนรหัสผ่าน',
  field_valid: 'ข้อมูลถูกต้อง',
  field_invalid: 'ข้อมูลไม่ถูกต้อง',
  empty_title: 'ไม่มีข้อมูล',
  notifications: 'การแจ้งเตือน',
  dismiss_notification: 'ปิดการแจ้งเตือน',
  pagination: 'การแบ่งหน้า',
  pagination_first: 'หน้าแรก',
  pagination_previous: 'หน้าก่อนหน้า',
  pagination_next: 'หน้าถัดไป',
  pagination_last: 'หน้าสุดท้าย',
  pagination_page: 'หน้า {{page}}',
  countdown_unavailable: 'ไม่มีข้อมูลเวลา',
  date_range_open: 'เลือกช่วงวันที่',
  date_range_value: '{{start}} ถึง {{end}}',
  date_range_hint: 'ไม่เกิน {{count}} วัน และไม่เกินวันนี้',
  date_previous_month: 'เดือนก่อนหน้า',
  date_next_month: 'เดือนถัดไป',
  date_month_format: 'MMMM YYYY',
  date_preset_days: '{{count}} วันล่าสุด',
  date_preset_today: 'วันนี้',
  date_pick_end: 'เลือกวันสิ้นสุด',
  date_range_start: 'วันเริ่มต้น',
  date_range_end: 'วันสิ้นสุด',
};

export default messages;
