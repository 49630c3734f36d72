import { vipProgressOf } from '@site/api-core';
import type { RankProgress } from '@site/api-core/catalogue';
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

const count = (value: unknown): number => {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
};

/**
 * VIP progress 0..1 (account-access.md section 4): 1 when the member has no next label,
 * otherwise completedConditions divided by totalExpectedConditions. The rule is api-core's
 * (`vipProgressOf`); this reads the rank-progress answer defensively into it.
 */
export function vipShare(progress: Partial<RankProgress> | null | undefined): number {
  const next = progress?.nextLabelName;
  return vipProgressOf({
    nextLabelName: typeof next === 'string' && next !== '' ? next : null,
    completedConditions: count(progress?.completedConditions),
    totalExpectedConditions: count(progress?.totalExpectedConditions),
  });
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
  const share = vipShare(progress);
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
