import type { MoneyFormat } from '@site/api-core';
import type {
  DailySalaryContract,
  HourSalaryContract,
  RealTimeSalaryContract,
} from '@site/api-core/catalogue';
import { vars } from '@site/theme';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AGENT_CONTRACTS_NAMESPACE } from '../i18n/agent-contracts-i18n';
import { formatAmount, formatCount, formatPercent, formatRate } from '../rules/format-rules';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.sizeSm};
  caption {
    text-align: start;
    color: ${vars.color.textMuted};
    padding-block-end: ${vars.space.xs};
  }
  th,
  td {
    text-align: start;
    padding: ${vars.space.xs} ${vars.space.sm};
    border-bottom: 1px solid ${vars.color.border};
  }
  th {
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weightMedium};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

export type RatesTableProps = { caption: string; money: MoneyFormat } & (
  | { kind: 'dailySalary'; rows: DailySalaryContract['details'] }
  | { kind: 'hourSalary'; rows: HourSalaryContract['hourSalaryRates'] }
  | { kind: 'realTimeSalary'; rows: RealTimeSalaryContract['realTimeSalaryRates'] }
);

/**
 * The rates of one contract: minimum bet or bet volume, active members, rate type (P percent
 * or fixed) and rate; or, for real-time salary, bet amount, loss rate and win rate.
 */
export function RatesTable(props: RatesTableProps) {
  const { t } = useTranslation(AGENT_CONTRACTS_NAMESPACE);
  if (props.rows.length === 0) return <Empty>{t('rates_empty')}</Empty>;
  const rateType = (type: unknown) => (type === 'P' ? t('rate_type_P') : t('rate_type_F'));
  if (props.kind === 'realTimeSalary') {
    return (
      <Table>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('field_betAmount')}</th>
            <th scope="col">{t('field_lossRate')}</th>
            <th scope="col">{t('field_winRate')}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, index) => (
            <tr key={index}>
              <td>{formatAmount(row.betAmount, props.money)}</td>
              <td>{formatPercent(row.lossRate)}</td>
              <td>{formatPercent(row.winRate)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }
  const firstColumn = props.kind === 'dailySalary' ? 'field_betVolume' : 'field_minimumBet';
  const rows = props.rows.map((row) => ({
    first: 'betVolume' in row ? row.betVolume : (row as { minimumBet?: number }).minimumBet,
    activeMember: row.activeMember,
    rateType: row.rateType,
    rate: row.rate,
  }));
  return (
    <Table>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t(firstColumn)}</th>
          <th scope="col">{t('field_activeMember')}</th>
          <th scope="col">{t('field_rateType')}</th>
          <th scope="col">{t('field_rate')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td>{formatAmount(row.first, props.money)}</td>
            <td>{formatCount(row.activeMember)}</td>
            <td>{rateType(row.rateType)}</td>
            <td>{formatRate(row.rateType, row.rate, props.money)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
