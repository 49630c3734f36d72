import { selectSmsProvider, useSiteDispatch, useSiteSelector } from '@site/api-core';
import type { WhitelabelModuleId } from '@site/theme';
import { useFlags, vars } from '@site/theme';
import { Button } from '@site/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { apiErrorOf, authApi } from '../auth-api';
import { acceptLogin, signIn, type LoginOutcome } from '../session/auth-flows';
import { pendingBinding } from '../session/pending';
import { FormMessage } from '../shared/form-parts';
import { providerErrorText } from '../social/provider-error-text';
import {
  providerConfigOf,
  resolveSocialSignIn,
  type PopupChannel,
  type SocialSignIn,
} from '../social/social-provider';
import { referralCodesOf, telegramLoginRequest } from '../social/referral-codes';
import { listenToTelegramFrame, telegramFrameOrigin } from '../social/telegram-frame';

const Group = styled.div`
  display: grid;
  gap: ${vars.space.xs};
  margin-top: ${vars.space.sm};
`;

const Heading = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
  & > * {
    flex: 1 1 40%;
  }
`;

const Frame = styled.iframe`
  width: 100%;
  height: 48px;
  border: 0;
`;

const POPUP_FLAGS: readonly { channel: PopupChannel; flag: WhitelabelModuleId }[] = [
  { channel: 'google', flag: 'GOOGLELOGIN3' },
  { channel: 'facebook', flag: 'FACEBOOKLOGIN3' },
  { channel: 'twitter', flag: 'TWITTERLOGIN3' },
  { channel: 'line', flag: 'LINELOGIN3' },
];

export interface SocialButtonsProps {
  next: string | null;
  /** The login outcome, handled like the form's own. */
  onDone: (outcome: LoginOutcome) => void;
  /** Replaces the popup provider (stories, tests). */
  socialSignIn?: SocialSignIn;
}

const siteOrigin = () =>
  typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

/**
 * Social login by flag (GOOGLELOGIN3, FACEBOOKLOGIN3, TWITTERLOGIN3, LINELOGIN3, TELEGRAMLOGIN3).
 * The popup provider (firebase) loads only when a button is pressed; telegram talks to its
 * embedded frame, accepting messages from the frame's exact origin only.
 */
export function SocialButtons({ onDone, socialSignIn }: SocialButtonsProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useSiteDispatch();
  const flags = useFlags();
  const smsProvider = useSiteSelector(selectSmsProvider);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [telegram, setTelegram] = useState<{ src: string; origin: string } | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [search] = useSearchParams();
  const channels = POPUP_FLAGS.filter(({ flag }) => flags[flag] === true);
  const telegramOn = flags.TELEGRAMLOGIN3 === true;

  const popup = async (channel: PopupChannel) => {
    setMessage(null);
    const config = providerConfigOf(smsProvider);
    if (!config) {
      setMessage(t('auth:social_not_supported'));
      return;
    }
    setBusy(channel);
    try {
      const identity = await resolveSocialSignIn(socialSignIn).signIn(channel, config);
      onDone(
        await dispatch(
          signIn(
            {
              username: identity.username,
              type: 'firebase',
              firebaseChannel: channel,
              firebaseIdToken: identity.idToken,
            },
            { forcedChange: false },
          ),
        ),
      );
    } catch (error) {
      setMessage(providerErrorText(t, error));
    } finally {
      setBusy(null);
    }
  };

  const startTelegram = async () => {
    setMessage(null);
    const setting = await dispatch(authApi.endpoints.telegramLoginSetting.initiate());
    const origin = setting.data ? telegramFrameOrigin(setting.data.authDomain) : null;
    if (!setting.data || !origin) {
      setMessage(t('auth:social_not_supported'));
      return;
    }
    const query = new URLSearchParams({
      bot_id: setting.data.botId,
      origin: siteOrigin(),
      request_access: 'write',
    });
    setTelegram({ src: `${origin}/embed?${query.toString()}`, origin });
  };

  useEffect(() => {
    if (!telegram) return undefined;
    return listenToTelegramFrame(
      window,
      telegram.origin,
      {
        onPopupBlocked: () => window.alert(t('errors:popup_blocked')),
        onAuthData: (telegramAuth) => {
          void (async () => {
            const result = await dispatch(
              authApi.endpoints.loginTelegram.initiate(
                telegramLoginRequest(telegramAuth, window.location, referralCodesOf(search)),
              ),
            );
            const error = apiErrorOf(result);
            if (error?.errorCode === 'bind_customer_required') {
              pendingBinding.set({ channel: 'telegram', telegramAuth });
              onDone({ kind: 'bind-customer', binding: { channel: 'telegram', telegramAuth } });
              return;
            }
            if (error || !result.data) {
              setMessage(error?.message ?? t('errors:unknown_error'));
              return;
            }
            onDone(await dispatch(acceptLogin(result.data, { forcedChange: false })));
          })();
        },
      },
      () => frame.current?.contentWindow ?? null,
    );
  }, [telegram, dispatch, onDone, t, search]);

  if (channels.length === 0 && !telegramOn) return null;
  return (
    <Group>
      <Heading>{t('auth:social_title')}</Heading>
      <Buttons>
        {channels.map(({ channel }) => (
          <Button
            key={channel}
            variant="secondary"
            size="sm"
            loading={busy === channel}
            disabled={busy !== null && busy !== channel}
            onClick={() => void popup(channel)}
          >
            {t(`auth:social_${channel}`)}
          </Button>
        ))}
        {telegramOn ? (
          <Button variant="secondary" size="sm" onClick={() => void startTelegram()}>
            {t('auth:social_telegram')}
          </Button>
        ) : null}
      </Buttons>
      {telegram ? (
        <Frame
          ref={frame}
          src={telegram.src}
          title={t('auth:social_telegram')}
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      ) : null}
      <FormMessage role="alert">{message}</FormMessage>
    </Group>
  );
}
