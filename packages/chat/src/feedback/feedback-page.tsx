import { vars } from '@site/theme';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CustomerServicePanel } from '../customer-service/customer-service-panel';
import { FeedbackForm } from './feedback-form';

const Page = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: ${vars.space.lg} ${vars.space.md};
  display: grid;
  gap: ${vars.space.md};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.sizeXl};
  color: ${vars.color.text};
`;

const Intro = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/**
 * The `/feedback` route (ADR 0121): open to visitors (without image) and players, with the
 * customer-service list beneath for anything urgent.
 */
export function FeedbackPage() {
  const { t } = useTranslation('chat');
  return (
    <Page>
      <Title>{t('feedback_title')}</Title>
      <Intro>{t('feedback_intro')}</Intro>
      <FeedbackForm />
      <CustomerServicePanel />
    </Page>
  );
}
