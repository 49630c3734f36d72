import type { UiMessages } from '../ui-messages';

/** The built-in texts of @site/ui in Japanese. */
const messages: UiMessages = {
  close: '閉じる',
  confirm: 'OK',
  cancel: 'キャンセル',
  loading: '読み込み中…',
  show_password: 'パスワードを表示',
  hide_password: 'パスワードを隠す',
  field_valid: '入力は正しいです',
  field_invalid: '入力に誤りがあります',
  empty_title: 'データがありません',
  notifications: 'お知らせ',
  dismiss_notification: 'お知らせを閉じる',
  pagination: 'ページ送り',
  pagination_first: '最初のページ',
  pagination_previous: '前のページ',
  pagination_next: '次のページ',
  pagination_last: '最後のページ',
  pagination_page: '{{page}} ページ',
  countdown_unavailable: '時間は未定です',
  date_range_open: '期間を選択',
  date_range_value: '{{start}} ～ {{end}}',
  date_range_hint: '最長 {{count}} 日、今日まで',
  date_previous_month: '前の月',
  date_next_month: '次の月',
  date_month_format: 'YYYY年M月',
  date_preset_days: '過去 {{count}} 日',
  date_preset_today: '今日',
  date_pick_end: '終了日を選んでください',
  date_range_start: '開始日',
  date_range_end: '終了日',
};

export default messages;
