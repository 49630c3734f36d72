import { SUPPORTED_LANGUAGES, type LanguageCode } from '@site/i18n';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
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
}

/**
 * Renders inside an I18nextProvider and returns a user-event instance set up for the test.
 * Tests on fake timers should drive the UI with `fireEvent` inside `act` instead: user-event
 * and Testing Library's async wrapper wait on real `setTimeout`s that vitest's clock freezes.
 */
export function renderUi(
  ui: ReactElement,
  { lng = 'EN', ...options }: RenderUiOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup>; i18n: I18n } {
  const i18n = createTestI18n(lng);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const user = userEvent.setup();
  return { ...render(ui, { wrapper, ...options }), user, i18n };
}
