import type { UiMessages } from '../ui-messages';

/** The built-in texts of @site/ui in Chinese (traditional). */
const messages: UiMessages = {
  close: '關閉',
  confirm: '確定',
  cancel: '取消',
  loading: '載入中…',
  show_password: '顯示密碼',
  hide_password: '隱藏密碼',
  field_valid: '輸入正確',
  field_invalid: '輸入有誤',
  empty_title: '暫無資料',
  notifications: '通知',
  dismiss_notification: '關閉通知',
  pagination: '分頁',
  pagination_first: '第一頁',
  pagination_previous: '上一頁',
  pagination_next: '下一頁',
  pagination_last: '最後一頁',
  pagination_page: '第 {{page}} 頁',
  countdown_unavailable: '暫無時間',
  date_range_open: '選擇日期範圍',
  date_range_value: '{{start}} 至 {{end}}',
  date_range_hint: '最多 {{count}} 天，不晚於今天',
  date_previous_month: '上個月',
  date_next_month: '下個月',
  date_month_format: 'YYYY年M月',
  date_preset_days: '近 {{count}} 天',
  date_preset_today: '今天',
  date_pick_end: '請選擇結束日期',
  date_range_start: '開始日期',
  date_range_end: '結束日期',
};

export default messages;
