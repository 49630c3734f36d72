import type { UiMessages } from '../ui-messages';

/** The built-in texts of @site/ui in English. */
const messages: UiMessages = {
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
};

export default messages;
