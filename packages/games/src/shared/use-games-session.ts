import {
  selectIsAgent,
  selectLoggedIn,
  selectCurrencyFormat,
  useSiteDispatch,
  useSiteSelector,
  type SiteExtra,
  type SiteStorage,
} from '@site/api-core';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '@site/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The client's storage (token, merchant, session keys), read through the store's thunk extra. */
export function useSiteStorage(): SiteStorage {
  const dispatch = useSiteDispatch();
  return useMemo(
    () =>
      dispatch((_dispatch: unknown, _getState: unknown, extra: SiteExtra) => extra.client.storage),
    [dispatch],
  );
}

export interface GamesSession {
  signedIn: boolean;
  isAgent: number | null;
  token: string | undefined;
  merchantCode: string;
  language: string;
  currency: string;
  customerId: string | undefined;
  storage: SiteStorage;
}

/** What every games screen needs to know about the visitor or member. */
export function useGamesSession(): GamesSession {
  const storage = useSiteStorage();
  const signedIn = useSiteSelector(selectLoggedIn);
  const isAgent = useSiteSelector(selectIsAgent);
  const currency = useSiteSelector(selectCurrencyFormat).currency;
  const { i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const token = signedIn ? storage.token() : undefined;
  return {
    signedIn,
    isAgent,
    token,
    merchantCode: storage.merchantCode() ?? '',
    language,
    currency: currency || '',
    customerId: storage.getSession('customerId'),
    storage,
  };
}
