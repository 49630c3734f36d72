import { SUPPORTED_LANGUAGES, type LanguageCode } from '@site/i18n';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { registerUiMessages } from '../i18n/ui-messages';

/** A small i18next instance with the `ui` namespace registered, as the app and Storybook do. */
export function createTestI18n(lng: LanguageCode = 'EN'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'CN',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [],
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  registerUiMessages(instance);
  return instance;
}

interface RenderUiOptions extends Omit<RenderOptions, 'wrapper'> {
  lng?: LanguageCode;
  /** Pass when the test uses `vi.useFakeTimers()`, so user-event advances them. */
  fakeTimers?: boolean;
}

/** Renders inside an I18nextProvider and returns a user-event instance set up for the test. */
export function renderUi(
  ui: ReactElement,
  { lng = 'EN', fakeTimers = false, ...options }: RenderUiOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup>; i18n: I18n } {
  const i18n = createTestI18n(lng);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  return { ...render(ui, { wrapper, ...options }), user, i18n };
}
