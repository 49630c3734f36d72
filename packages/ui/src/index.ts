// The public entry of @site/ui: every name is listed explicitly (no `export *`). The QR code
// lives behind its own subpath, `@site/ui/qr-code`, so its generator is loaded only where used.

// Built-in texts (register them under the `ui` namespace before rendering).
export {
  UI_NAMESPACE,
  registerUiMessages,
  uiMessages,
  type ResourceBundleTarget,
  type UiMessageKey,
  type UiMessages,
} from './i18n/ui-messages';
export { uiNamespace } from './i18n/ui-namespace';

// Shared styles.
export { focusRing } from './styles/focus-ring';
export { VisuallyHidden, visuallyHidden, type VisuallyHiddenProps } from './styles/visually-hidden';

// Buttons.
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/button';
export { IconButton, type IconButtonProps } from './button/icon-button';

// Form fields.
export {
  TextField,
  type FieldValidationResult,
  type TextFieldProps,
} from './text-field/text-field';
export { SelectField, type SelectFieldProps } from './select-field/select-field';
export { PasswordField, type PasswordFieldProps } from './text-field/password-field';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';

// Navigation.
export { Tabs, type TabItem, type TabsProps } from './tabs/tabs';

// Feedback.
export {
  Loader,
  LoadingOverlay,
  type LoaderProps,
  type LoaderSize,
  type LoadingOverlayProps,
} from './loader/loader';

// Overlays.
export { Modal, type ModalProps } from './modal/modal';
export { Dialog, type DialogProps } from './modal/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './modal/confirm-dialog';
export { useToast, type ToastApi, type ToastOptions, type ToastTone } from './toast/toast-context';
export {
  DEFAULT_TOAST_DURATION,
  ToastProvider,
  type ToastProviderProps,
} from './toast/toast-provider';
export { Countdown, type CountdownProps } from './countdown/countdown';
export { COUNTDOWN_PLACEHOLDER, formatCountdown } from './countdown/format-countdown';
export {
  CountBadge,
  formatBadgeCount,
  type CountBadgeProps,
  type CountBadgeTone,
} from './badge/count-badge';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';

// A chosen file as a data URL (images sent in JSON bodies).
export { readAsDataUrl } from './files/read-as-data-url';

// The one URL guard for server URLs (href, src, windows, frames).
export { guardUrl, isSameOrigin, type UrlGuardOptions } from './url-guard/url-guard';

// The blank window a game launch opens on the click.
export {
  openLaunchWindow,
  type LaunchWindow,
  type LaunchWindowOptions,
} from './launch-window/launch-window';

// Date-range picker of every history view (no day after today, at most 30 days by default).
export { DateRangePicker, type DateRangePickerProps } from './date-range-picker/date-range-picker';
export {
  clampRange,
  DEFAULT_MAX_RANGE_DAYS,
  lastDays,
  PLATFORM_UTC_OFFSET_MINUTES,
  platformToday,
  rangeLength,
  type DateRange,
} from './date-range-picker/date-range';

// Navigation helpers.
export { Pagination, type PaginationProps } from './pagination/pagination';
export { paginationRange, type PaginationItem } from './pagination/pagination-range';
export {
  CUSTOMER_SERVICE_POPUP,
  openCenteredPopup,
  type CenteredPopupOptions,
} from './popup/open-centered-popup';

// The customer-service list (rules in @site/api-core) and its 440 x 750 popup.
export {
  CustomerServiceList,
  type CustomerServiceContact,
  type CustomerServiceListEntry,
  type CustomerServiceListProps,
} from './customer-service-list/customer-service-list';
export {
  CUSTOMER_SERVICE_WINDOW_NAME,
  openCustomerServicePopup,
} from './customer-service-list/open-customer-service';
