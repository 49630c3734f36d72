import { vars } from '@site/theme';
import { guardUrl } from '@site/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { Card, Muted } from '../shared/parts';
import {
  useWalletAvatarQuery,
  useWalletMemberIconQuery,
  useWalletRankProgressQuery,
} from '../wallet-api';

const Summary = styled(Card)`
  flex-direction: row;
  align-items: center;
  gap: ${vars.space.md};
`;

const Avatar = styled.img`
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${vars.color.surfaceSunken};
  object-fit: cover;
`;

const Progress = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space.xs};

  progress {
    width: 100%;
    height: 8px;
    accent-color: ${vars.color.brand};
  }
`;

/** VIP progress share 0..1 of completed conditions; a top level (nothing expected) is full. */
export function vipShare(completed: unknown, expected: unknown): number {
  const done = Number(completed);
  const total = Number(expected);
  if (!Number.isFinite(done) || !Number.isFinite(total) || total <= 0) return 1;
  return Math.min(1, Math.max(0, done / total));
}

/**
 * The member's avatar (MCSFE_getPlayerAvatar, falling back to /wps/member/info/icon) and the VIP
 * progress block (MCSFE_getPlayerRankProgress). Image addresses go through the URL guard.
 */
export function ProfileSummary() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const avatar = useWalletAvatarQuery();
  const icon = useWalletMemberIconQuery(undefined, { skip: !avatar.isError && !avatar.isSuccess });
  const rank = useWalletRankProgressQuery();
  const src = guardUrl(avatar.data?.avatar) ?? guardUrl(icon.data?.avatar);
  const progress = rank.data;
  const share = vipShare(progress?.completedConditions, progress?.totalExpectedConditions);
  const top = !progress?.nextLabelName;
  return (
    <Summary data-testid="profile-summary">
      {src ? <Avatar src={src} alt={t('avatar')} /> : null}
      <Progress>
        <strong>{t('vip_progress')}</strong>
        {progress ? (
          <>
            <progress max={1} value={share} aria-label={t('vip_progress')} />
            <Muted>
              {top
                ? t('vip_top')
                : `${t('vip_conditions', {
                    done: progress.completedConditions,
                    total: progress.totalExpectedConditions,
                  })} · ${t('vip_next', { name: progress.nextLabelName })}`}
            </Muted>
          </>
        ) : (
          <Muted>{rank.isLoading ? t('loading') : '-'}</Muted>
        )}
      </Progress>
    </Summary>
  );
}
