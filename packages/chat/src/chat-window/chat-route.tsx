import { vars } from '@site/theme';
import { EmptyState } from '@site/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChatEmbed } from './chat-embed';
import { useChatAccess } from './use-chat-access';

const Page = styled.main`
  display: grid;
  grid-template-rows: auto 1fr;
  gap: ${vars.space.sm};
  max-width: 480px;
  height: min(750px, 85vh);
  margin: 0 auto;
  padding: ${vars.space.md};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  color: ${vars.color.text};
`;

/** The `/chat` route (realAccount): the embedded chat on its own page. */
export function ChatRoute() {
  const { t } = useTranslation('chat');
  const access = useChatAccess();
  const [closed, setClosed] = useState(false);
  if (access.verdict === 'checking') return null;
  if (access.verdict !== 'allowed' || closed)
    return <EmptyState title={closed ? t('chat_force_closed') : t('cs_unavailable')} />;
  return (
    <Page>
      <Title>{t('chat_window')}</Title>
      <ChatEmbed fallbackUrl={access.chatUrl} onTokenFailure={() => setClosed(true)} />
    </Page>
  );
}
