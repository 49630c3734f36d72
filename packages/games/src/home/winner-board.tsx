import { formatMoney } from '@site/api-core';
import { vars } from '@site/theme';
import { EmptyState } from '@site/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGamesWinnerBoardQuery } from '../games-api';
import { winnerBoardRequest, winnerRows } from '../rules/home-rules';
import { useGamesSession } from '../shared/use-games-session';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
`;

const Scroll = styled.div`
  max-height: 22rem;
  overflow-y: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

/** While the records load: the board's usual height (a full board scrolls at 22rem). */
const Reserved = styled.div`
  height: 22rem;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.sizeSm};

  th,
  td {
    padding: ${vars.space.xs} ${vars.space.sm};
    text-align: left;
    border-bottom: 1px solid ${vars.color.border};
  }

  th {
    position: sticky;
    top: 0;
    background: ${vars.color.surfaceRaised};
  }

  td[data-amount] {
    text-align: right;
    color: ${vars.color.success};
    font-variant-numeric: tabular-nums;
  }
`;

export interface WinnerBoardProps {
  /** Optional row numbers (section 2). */
  showRowNumbers?: boolean;
  gameCategory?: string;
}

/**
 * Winner board (section 2 and 7): `gameCategory` ALL, language CN sent as zh_CN, `limitNum`
 * 100, headers CustomerId and Language; records of `recordId` and `vo`; optional row numbers
 * and an empty message.
 */
export function WinnerBoard({ showRowNumbers = true, gameCategory = 'ALL' }: WinnerBoardProps) {
  const { t } = useTranslation('games');
  const session = useGamesSession();
  const request = winnerBoardRequest(session.language, gameCategory);
  const { data, isLoading } = useGamesWinnerBoardQuery({
    ...request,
    headerLanguage: session.language,
    ...(session.customerId ? { customerId: String(session.customerId) } : {}),
  });
  const rows = winnerRows(data);
  return (
    <Section aria-labelledby="games-winners-title">
      <h2 id="games-winners-title">{t('winners_title')}</h2>
      {isLoading ? (
        <Reserved aria-hidden="true" />
      ) : rows.length === 0 ? (
        <EmptyState title={t('winners_empty')} />
      ) : (
        <Scroll tabIndex={0} aria-labelledby="games-winners-title">
          <Table>
            <thead>
              <tr>
                {showRowNumbers ? <th scope="col">{t('winners_rank')}</th> : null}
                <th scope="col">{t('winners_user')}</th>
                <th scope="col">{t('winners_game')}</th>
                <th scope="col">{t('winners_amount')}</th>
                <th scope="col">{t('winners_time')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.recordId}>
                  {showRowNumbers ? <td>{index + 1}</td> : null}
                  <td>{row.username}</td>
                  <td>{row.gameName}</td>
                  <td data-amount>
                    {row.amount === null
                      ? '-'
                      : formatMoney(row.amount, { currency: session.currency })}
                  </td>
                  <td>{row.time}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Section>
  );
}

export function WinnerBoardSection() {
  return <WinnerBoard />;
}
