import { useMoneyFormat } from '@site/api-core';
import { vars } from '@site/theme';
import { DateRangePicker, type DateRange } from '@site/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAgentTeamOverviewQuery } from '../agent-api';
import { AGENT_LIMITS } from '../constants';
import { AGENT_NAMESPACE } from '../i18n/agent-i18n';
import { defaultPeriod, wirePeriod } from '../rules/period-rules';
import { Page, PageHead, Signed, Toolbar } from '../shared/parts';
import { QueryState } from '../shared/query-state';
import { formatCount } from '../shared/format-count';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${vars.space.md};
  margin: 0;
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }

  dd {
    margin: 0;
    font-size: ${vars.font.sizeXl};
    font-weight: ${vars.font.weightBold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/**
 * agentTeamOverview, the agent centre's default page: team size and new members, and the team's
 * deposits, withdrawals, bets and profit over a period of at most 30 days (last 7 days at first).
 */
export function TeamOverviewPage({ today }: { today?: string }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const money = useMoneyFormat().format;
  const [range, setRange] = useState<DateRange>(() => defaultPeriod(today));
  const query = useAgentTeamOverviewQuery(wirePeriod(range));
  const data = query.data;

  const figures = data
    ? [
        { id: 'teamSize', value: formatCount(data.teamSize) },
        { id: 'newMembers', value: formatCount(data.newMembers) },
        { id: 'activeMembers', value: formatCount(data.activeMembers) },
        { id: 'deposits', value: money(data.deposits) },
        { id: 'withdrawals', value: money(data.withdrawals) },
        { id: 'bets', value: money(data.bets) },
        {
          id: 'profit',
          value: <Signed $value={data.profit}>{money(data.profit)}</Signed>,
        },
      ]
    : [];

  return (
    <Page aria-labelledby="agent-team-overview-title" data-testid="agent-team-overview">
      <PageHead>
        <h2 id="agent-team-overview-title">{t('page_agentTeamOverview')}</h2>
      </PageHead>
      <Toolbar>
        <DateRangePicker
          label={t('period_label')}
          value={range}
          maxDays={AGENT_LIMITS.maxRangeDays}
          {...(today ? { today } : {})}
          onChange={setRange}
        />
      </Toolbar>
      <QueryState query={query} empty={!data}>
        <Figures aria-busy={query.isFetching}>
          {figures.map((figure) => (
            <Figure key={figure.id} data-testid={`overview-${figure.id}`}>
              <dt>{t(`overview_${figure.id}`)}</dt>
              <dd>{figure.value}</dd>
            </Figure>
          ))}
        </Figures>
      </QueryState>
    </Page>
  );
}
