import { selectMemberInfo, selectSiteSettings, useSiteSelector } from '@site/api-core';
import { useSiteTheme, vars } from '@site/theme';
import { guardUrl } from '@site/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  liveChatSettingsOf,
  useChatAuthKeyMutation,
  useChatLaunchMutation,
  useChatLiveChatTokenMutation,
} from '../chat-api';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
  background: ${vars.color.surface};
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${vars.space.sm};
  height: 100%;
  padding: ${vars.space.md};
  text-align: center;
  color: ${vars.color.textMuted};
`;

const FallbackLink = styled.a`
  color: ${vars.color.brand};
  font-weight: ${vars.font.weightBold};
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

type Phase =
  | { kind: 'launching' }
  | { kind: 'embedded'; src: string }
  | { kind: 'fallback'; href: string | null };

export interface ChatEmbedProps {
  /** The plain chat link (CBS_groupPermission's chatUrl) for the fallback. */
  fallbackUrl: string | null;
  /** The chat token could not be made: warn and close (section 4). */
  onTokenFailure: () => void;
  /** For stories: start in a phase instead of launching. */
  initialPhase?: Phase;
}

/** Adds a query parameter to a site-relative or absolute URL. */
function withParam(url: string, key: string, value: string): string {
  const [base, hash = ''] = url.split('#');
  const joined = `${base}${base?.includes('?') ? '&' : '?'}${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
  return hash ? `${joined}#${hash}` : joined;
}

/**
 * The embedded chat service (section 4): `WPSCORE_saveMemberInfoByAuthKey` saves the member
 * token data and answers an authKey, then `CBS_launchChat` (b2c, title, language, headerColor
 * from the theme) gives the window's address. A failed token warns on the console and closes the
 * window; a failed window falls back to the plain link. A live-chat provider, when the merchant
 * has one, gets vToken, userId and userName after its own token call (ADR 0124).
 */
export function ChatEmbed({ fallbackUrl, onTokenFailure, initialPhase }: ChatEmbedProps) {
  const { t, i18n } = useTranslation('chat');
  const theme = useSiteTheme();
  const member = useSiteSelector(selectMemberInfo);
  const [saveMemberInfo] = useChatAuthKeyMutation();
  const [launch] = useChatLaunchMutation();
  const liveChat = useSiteSelector((state) => selectSiteSettings(state).raw.liveChat);
  const [liveToken] = useChatLiveChatTokenMutation();
  const [phase, setPhase] = useState<Phase>(initialPhase ?? { kind: 'launching' });
  const frame = useRef<HTMLIFrameElement>(null);
  const onTokenFailureRef = useRef(onTokenFailure);
  onTokenFailureRef.current = onTokenFailure;

  useEffect(() => {
    if (initialPhase) return undefined;
    let current = true;
    void (async () => {
      const key = await saveMemberInfo({
        customerId: member?.id ?? null,
        username: member?.account ?? null,
        nickname: member?.nickname ?? null,
        isAgent: member?.type ?? null,
      });
      if (!current) return;
      if ('error' in key || !key.data) {
        console.warn(
          '[chat] the chat token could not be made; the chat window closes',
          'error' in key ? key.error : undefined,
        );
        onTokenFailureRef.current();
        return;
      }
      const launched = await launch({
        b2c: true,
        title: theme.siteName,
        language: i18n.language,
        headerColor: theme.tokens.color.headerBackground,
      });
      if (!current) return;
      const src = 'data' in launched && launched.data ? guardUrl(launched.data.chatUrl) : null;
      setPhase(
        src
          ? { kind: 'embedded', src: withParam(src, 'authKey', key.data) }
          : { kind: 'fallback', href: fallbackUrl },
      );
    })();
    return () => {
      current = false;
    };
    // Launch once per opened window.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The live-chat provider: its token goes to the embedded chat by postMessage to its exact origin.
  const settings = useMemo(
    () => (initialPhase ? null : liveChatSettingsOf(liveChat)),
    [initialPhase, liveChat],
  );
  const src = phase.kind === 'embedded' ? phase.src : null;
  useEffect(() => {
    if (!settings || !src || !member) return undefined;
    let current = true;
    const userId = String(member.id);
    void liveToken({ provider: settings.provider, userId, verifyToken: settings.verifyToken }).then(
      (result) => {
        const target = frame.current?.contentWindow;
        if (!current || !target || !('data' in result) || !result.data) return;
        const origin = new URL(src, window.location.href).origin;
        target.postMessage({ vToken: result.data, userId, userName: member.account }, origin);
      },
    );
    return () => {
      current = false;
    };
  }, [settings, src, member, liveToken]);

  if (phase.kind === 'launching') return <Centered role="status">{t('chat_loading')}</Centered>;
  if (phase.kind === 'fallback') {
    const href = guardUrl(phase.href);
    return (
      <Centered>
        <p>{t('chat_fallback')}</p>
        {href ? (
          <FallbackLink href={href} target="_blank" rel="noopener noreferrer">
            {t('chat_fallback_link')}
          </FallbackLink>
        ) : null}
      </Centered>
    );
  }
  return (
    <Frame
      ref={frame}
      src={guardUrl(phase.src) ?? undefined}
      title={t('chat_frame')}
      onError={() => setPhase({ kind: 'fallback', href: fallbackUrl })}
    />
  );
}
