import { vars } from '@site/theme';
import { EmptyState, guardUrl } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { FRAME_ALLOW, FRAME_SANDBOX } from './lottery-frame';
import { Column, Title } from './layout';

const Frame = styled.iframe`
  width: 100%;
  min-height: 640px;
  border: 0;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

const Page = styled.div`
  max-width: ${vars.size.contentMax};
  margin: 0 auto;
  padding: ${vars.space.md};
`;

/** The trend chart (ADR 0082): `/lotteryTrend?gameUrl=`; the address goes through the URL guard. */
export function TrendPage() {
  const { t } = useTranslation('lottery');
  const [params] = useSearchParams();
  const src = guardUrl(params.get('gameUrl'));
  return (
    <Page>
      <Column>
        <Title>{t('trend_title')}</Title>
        {src ? (
          <Frame
            title={t('trend_title')}
            src={src}
            sandbox={FRAME_SANDBOX}
            allow={FRAME_ALLOW}
            referrerPolicy="no-referrer"
          />
        ) : (
          <EmptyState title={t('trend_missing')} icon={null} />
        )}
      </Column>
    </Page>
  );
}

export { TrendPage as Component };
