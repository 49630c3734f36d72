import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NAMESPACE } from '../i18n/agent-i18n';
import { errorMessageOf } from '../rules/answer-rules';

/** The translated text of a failed call (known codes here, else the server's message). */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation(AGENT_NAMESPACE);
  return useCallback(
    (error: unknown) => {
      const message = errorMessageOf(error);
      return 'key' in message ? t(message.key) : message.text;
    },
    [t],
  );
}
