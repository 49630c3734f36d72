import { eagerNamespace, type LanguageCode, type NamespaceDefinition } from '@site/i18n';

/** The i18next namespace of every built-in text in @site/ui. */
export const UI_NAMESPACE = 'ui';

const cn = {
  close: '关闭',
  confirm: '确定',
  cancel: '取消',
  loading: '加载中…',
  show_password: '显示密码',
  hide_password: '隐藏密码',
  field_valid: '输入正确',
  field_invalid: '输入有误',
  empty_title: '暂无数据',
  notifications: '通知',
  dismiss_notification: '关闭通知',
  pagination: '分页',
  pagination_first: '第一页',
  pagination_previous: '上一页',
  pagination_next: '下一页',
  pagination_last: '最后一页',
  pagination_page: '第 {{page}} 页',
  countdown_unavailable: '暂无时间',
  date_range_open: '选择日期范围',
  date_range_value: '{{start}} 至 {{end}}',
  date_range_hint: '最多 {{count}} 天，不晚于今天',
  date_previous_month: '上个月',
  date_next_month: '下个月',
  date_month_format: 'YYYY年M月',
  date_preset_days: '近 {{count}} 天',
  date_preset_today: '今天',
  date_pick_end: '请选择结束日期',
  date_range_start: '开始日期',
  date_range_end: '结束日期',
};

/** Every built-in text key; each language supplies all of them. */
export type UiMessages = { [K in keyof typeof cn]: string };
export type UiMessageKey = keyof UiMessages;

/**
 * Built-in texts of @site/ui in the six site languages (CN is the default). They must be
 * registered under the `ui` namespace before a component renders: `registerNamespace(uiNamespace)`
 * with the site's i18n, `registerUiMessages(i18n)` on any i18next instance, or
 * `resources[code].ui = uiMessages[code]` when calling `init`.
 */
export const uiMessages: Readonly<Record<LanguageCode, UiMessages>> = {
  CN: cn,
  TW: {
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
  },
  JA: {
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
  },
  EN: {
    close: 'Close',
    confirm: 'Confirm',
    cancel: 'Cancel',
    loading: 'Loading…',
    show_password: 'Show password',
    hide_password: 'Hide password',
    field_valid: 'Looks good',
    field_invalid: 'Needs attention',
    empty_title: 'Nothing here yet',
    notifications: 'Notifications',
    dismiss_notification: 'Dismiss notification',
    pagination: 'Pagination',
    pagination_first: 'First page',
    pagination_previous: 'Previous page',
    pagination_next: 'Next page',
    pagination_last: 'Last page',
    pagination_page: 'Page {{page}}',
    countdown_unavailable: 'Time not available',
    date_range_open: 'Choose dates',
    date_range_value: '{{start}} to {{end}}',
    date_range_hint: 'Up to {{count}} days, no later than today',
    date_previous_month: 'Previous month',
    date_next_month: 'Next month',
    date_month_format: 'MMMM YYYY',
    date_preset_days: 'Last {{count}} days',
    date_preset_today: 'Today',
    date_pick_end: 'Choose the end date',
    date_range_start: 'Start date',
    date_range_end: 'End date',
  },
  TH: {
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
  },
  VI: {
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
  },
};

/**
 * The `ui` namespace for the site's namespace registry (`@site/i18n`):
 * `registerNamespace(uiNamespace)` next to the other namespaces, and add `ui` to the
 * `preload` list of `createSiteI18n` so the first render of a component need not suspend.
 */
export const uiNamespace: NamespaceDefinition = /* @__PURE__ */ eagerNamespace(
  UI_NAMESPACE,
  uiMessages,
);

/** The part of an i18next instance `registerUiMessages` needs. */
export interface ResourceBundleTarget {
  addResourceBundle(
    lng: string,
    ns: string,
    resources: object,
    deep?: boolean,
    overwrite?: boolean,
  ): unknown;
}

/**
 * Adds the `ui` namespace for all six languages to an i18next instance. Existing keys win
 * (`overwrite: false`), so an app may override a built-in text by registering it first.
 */
export function registerUiMessages(i18n: ResourceBundleTarget): void {
  for (const [code, messages] of Object.entries(uiMessages)) {
    i18n.addResourceBundle(code, UI_NAMESPACE, messages, true, false);
  }
}
