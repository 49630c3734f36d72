import type { UiMessages } from '../ui-messages';

/** The built-in texts of @site/ui in Vietnamese. */
const messages: UiMessages = {
  close: 'Đóng',
  confirm: 'Xác nhận',
  cancel: 'Hủy',
  loading: 'Đang tải…',
  show_password: 'Hiện mật khẩu',
  hide_password: 'Ẩn mật khẩu',
  field_valid: 'Hợp lệ',
  field_invalid: 'Không hợp lệ',
  empty_title: 'Chưa có dữ liệu',
  notifications: 'Thông báo',
  dismiss_notification: 'Đóng thông báo',
  pagination: 'Phân trang',
  pagination_first: 'Trang đầu',
  pagination_previous: 'Trang trước',
  pagination_next: 'Trang sau',
  pagination_last: 'Trang cuối',
  pagination_page: 'Trang {{page}}',
  countdown_unavailable: 'Chưa có thời gian',
  date_range_open: 'Chọn khoảng ngày',
  date_range_value: '{{start}} đến {{end}}',
  date_range_hint: 'Tối đa {{count}} ngày, không quá hôm nay',
  date_previous_month: 'Tháng trước',
  date_next_month: 'Tháng sau',
  date_month_format: 'MMMM [năm] YYYY',
  date_preset_days: '{{count}} ngày gần nhất',
  date_preset_today: 'Hôm nay',
  date_pick_end: 'Hãy chọn ngày kết thúc',
  date_range_start: 'Ngày bắt đầu',
  date_range_end: 'Ngày kết thúc',
};

export default messages;
