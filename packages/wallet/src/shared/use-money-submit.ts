import type { ApiError } from '@site/api-core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { serverErrorKey } from '../rules/form-rules';
import { createRequestId } from '../rules/request-id';

/**
 * Submits a money-moving request once (ADR 0130): a second click while one is in flight is
 * ignored (a ref, so even two clicks in the same frame send one request), and every request
 * carries a request id. The id is kept until the request succeeds or the form changes, so a
 * retry after a lost answer is recognised by the platform instead of moving the money twice.
 */
export function useMoneySubmit() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const inFlight = useRef(false);
  const requestId = useRef<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** Call when the form's values change: the next submit is a new request. */
  const changed = useCallback(() => {
    requestId.current = null;
    setFailure(null);
  }, []);

  const submit = useCallback(
    async <T>(send: (requestId: string) => Promise<T>): Promise<T | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setPending(true);
      setFailure(null);
      requestId.current ??= createRequestId();
      try {
        const result = await send(requestId.current);
        requestId.current = null;
        return result;
      } catch (error) {
        const apiError = error as Partial<ApiError> | undefined;
        const key = serverErrorKey(apiError?.errorCode ?? null);
        setFailure(key ? t(key) : apiError?.message || t('request_failed'));
        return undefined;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [t],
  );

  return { submit, pending, failure, changed };
}
