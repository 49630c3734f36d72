import { vars } from '@site/theme';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { InboxIcon } from '../icons/icons';
import { useUiTranslation } from '../i18n/use-ui-translation';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xxl} ${vars.space.lg};
  text-align: center;
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineHeight};
  color: ${vars.color.textMuted};
`;

const Illustration = styled.div`
  display: flex;
  font-size: ${vars.font.size2xl};
  color: ${vars.color.borderStrong};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightMedium};
  color: ${vars.color.text};
`;

const Description = styled.div`
  max-width: 32em;
`;

const Action = styled.div`
  margin-top: ${vars.space.sm};
`;

export interface EmptyStateProps {
  /** Defaults to the translated "Nothing here yet". */
  title?: ReactNode;
  description?: ReactNode;
  /** Decorative picture; defaults to an empty-tray icon. Pass `null` for none. */
  icon?: ReactNode;
  /** A next step, e.g. a Button. */
  action?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing: an icon, a title, an optional text and action. */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  const t = useUiTranslation();
  const picture = icon === undefined ? <InboxIcon /> : icon;
  return (
    <Root className={className}>
      {picture ? <Illustration aria-hidden="true">{picture}</Illustration> : null}
      <Title>{title ?? t('empty_title')}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Action>{action}</Action> : null}
    </Root>
  );
}
