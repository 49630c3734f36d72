import type { DomainRouteEntry } from '@site/api-core/catalogue';
import { vars } from '@site/theme';
import { Button, EmptyState, Loader } from '@site/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { domainOrigin } from '../domain-check/domain-check';
import { useSpeedTestDomainsQuery, useSpeedTestPingMutation } from '../shell/shell-api';
import { rateSpeed, type SpeedRating } from './speed';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${vars.color.surface};
  th,
  td {
    padding: ${vars.space.sm} ${vars.space.md};
    border-bottom: 1px solid ${vars.color.border};
    text-align: start;
  }
`;

const Rating = styled.span<{ $rating: SpeedRating }>`
  font-weight: ${vars.font.weightBold};
  color: ${(p) => (p.$rating === 'fast' ? vars.color.success : p.$rating === 'normal' ? vars.color.info : p.$rating === 'slow' ? vars.color.warning : vars.color.danger)};
`;

/** The domain route failed: nothing to test (one array, so the effect runs once). */
const NO_DOMAINS: readonly DomainRouteEntry[] = [];

interface Row {
  origin: string;
  /** null while testing; 0 when it could not connect. */
  ms: number | null;
}

const RATING_KEY: Record<SpeedRating, string> = {
  fast: 'speed_fast',
  normal: 'speed_normal',
  slow: 'speed_slow',
  unreachable: 'speed_cannot_connect',
};

/** The speed test: each domain of the domain route with its time in ms, re-test and enter buttons. */
export function SpeedTestPage() {
  const { t } = useTranslation(['shell', 'common']);
  const domains = useSpeedTestDomainsQuery();
  const [ping] = useSpeedTestPingMutation();
  const [rows, setRows] = useState<Row[] | null>(null);

  const measure = useCallback(
    async (origin: string) => {
      setRows(
        (list) => list?.map((row) => (row.origin === origin ? { ...row, ms: null } : row)) ?? null,
      );
      const started = performance.now();
      const result = await ping({ origin });
      const ms = 'data' in result ? Math.max(1, Math.round(performance.now() - started)) : 0;
      setRows((list) => list?.map((row) => (row.origin === origin ? { ...row, ms } : row)) ?? null);
    },
    [ping],
  );

  const entries = domains.isError ? NO_DOMAINS : domains.data;
  useEffect(() => {
    if (!entries) return;
    const origins = [
      ...new Set(
        entries
          .map((entry) => domainOrigin(entry.domainName, location.protocol))
          .filter((o): o is string => o !== null),
      ),
    ];
    setRows(origins.map((origin) => ({ origin, ms: null })));
    for (const origin of origins) void measure(origin);
  }, [entries, measure]);

  return (
    <section aria-labelledby="speed-title">
      <h1 id="speed-title">{t('speed_test', { ns: 'common' })}</h1>
      {rows === null ? (
        <Loader size="lg" label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('speed_domain')}</th>
              <th scope="col">{t('speed_time')}</th>
              <th scope="col">{t('speed_rating')}</th>
              <th scope="col">{t('speed_actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const rating = row.ms === null ? null : rateSpeed(row.ms);
              return (
                <tr key={row.origin} data-testid="speed-row">
                  <td>{new URL(row.origin).host}</td>
                  <td>{row.ms === null ? t('speed_testing') : `${row.ms} ms`}</td>
                  <td>
                    {rating ? (
                      <Rating $rating={rating}>{t(RATING_KEY[rating], { ns: 'common' })}</Rating>
                    ) : null}
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => void measure(row.origin)}
                      aria-label={t('speed_retest_domain', { domain: new URL(row.origin).host })}
                    >
                      {t('speed_retest')}
                    </Button>{' '}
                    <Button
                      size="sm"
                      disabled={rating === 'unreachable'}
                      onClick={() => location.assign(row.origin)}
                      aria-label={t('speed_enter_domain', { domain: new URL(row.origin).host })}
                    >
                      {t('enter_site', { ns: 'common' })}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </section>
  );
}
