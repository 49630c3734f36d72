import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE, type UiMessageKey } from './ui-messages';

export type UiTranslate = (key: UiMessageKey, values?: Record<string, unknown>) => string;

/** `t` restricted to the `ui` namespace's keys, so a typo in a built-in text fails the typecheck. */
export function useUiTranslation(): UiTranslate {
  const { t } = useTranslation(UI_NAMESPACE);
  return useCallback<UiTranslate>((key, values) => t(key, values ?? {}), [t]);
}
