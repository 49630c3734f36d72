import { useSiteDispatch } from '@site/api-core';
import { ConfirmDialog } from '@site/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, authApi } from '../auth-api';
import { useSiteStorage } from '../shared/use-site-storage';
import type { RegisterSetup } from './use-register-setup';

export interface RegisterAffiliate {
  /** The affiliate field shows: the settings enable it and no failed lookup hid it. */
  shown: boolean;
  /** Looks a code up; false when the lookup failed (the field is hidden or the notice shows). */
  check: (code: string) => Promise<boolean>;
  /** The invalid-code notice while it shows, else null. */
  notice: ReactNode;
}

/**
 * The registration's affiliate code (section 5): looked up once at load, when the settings are
 * known and the field shows with a code (the one from the query), and again before submit. A
 * failed lookup with the affiliate setting 0 hides the field for the session and clears it
 * (`onHidden`); with any other setting a notice shows, and confirming it leaves for the site's
 * home.
 */
export function useRegisterAffiliate(
  setup: RegisterSetup,
  code: string,
  onHidden: () => void,
): RegisterAffiliate {
  const { t } = useTranslation('auth');
  const dispatch = useSiteDispatch();
  const storage = useSiteStorage();
  const [hidden, setHidden] = useState(() => storage.getSession('hideAffiliate') === true);
  const [notice, setNotice] = useState<string | null>(null);
  const lookedUp = useRef(false);
  const shown = !hidden && setup.rules.affiliateCode?.enabled === true;

  const failed = (message: string | undefined) => {
    if (setup.affiliateSetting === 0) {
      storage.setSession('hideAffiliate', true);
      setHidden(true);
      onHidden();
      return;
    }
    setNotice(message ?? t('auth:affiliate_invalid_title'));
  };

  const check = async (value: string): Promise<boolean> => {
    const result = await dispatch(
      authApi.endpoints.affiliateCheck.initiate(
        { code: value, domain: window.location.host },
        { forceRefetch: true },
      ),
    );
    const error = apiErrorOf(result);
    if (error) {
      failed(error.message);
      return false;
    }
    return true;
  };

  // The lookup at load, once the settings are known.
  useEffect(() => {
    if (setup.loading || lookedUp.current) return;
    lookedUp.current = true;
    if (code && shown) void check(code);
  });

  return {
    shown,
    check,
    notice: notice ? (
      <ConfirmDialog
        open
        hideCancel
        title={t('auth:affiliate_invalid_title')}
        message={notice}
        onClose={() => setNotice(null)}
        onConfirm={() => window.location.assign(window.location.origin)}
      />
    ) : null,
  };
}
