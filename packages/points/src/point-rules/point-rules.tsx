import { EmptyState, Loader } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { POINTS_NAMESPACE } from '../i18n/points-i18n';
import { usePointsConfigQuery } from '../points-api';
import { asPercent } from '../rules/points-rules';
import { SectionTitle, Table } from '../shared/parts';

/** The ratios of the point configuration, in the spec's order (section 3). */
export const POINT_RATIOS = [
  'liveBet',
  'lottoBet',
  'pvpBet',
  'rngBet',
  'sportBet',
  'deposit',
] as const;

/** Point rules (section 3): pointExchangeRate and the ratios as percent with 2 decimals. */
export function PointRules() {
  const { t } = useTranslation(POINTS_NAMESPACE);
  const config = usePointsConfigQuery();
  if (config.isLoading) return <Loader />;
  const data = (
    typeof config.data === 'object' && config.data !== null ? config.data : {}
  ) as Record<string, unknown>;
  if (config.isError) return <EmptyState title={t('load_failed')} />;
  const rate = data.pointExchangeRate;
  return (
    <section aria-labelledby="points-rules-title">
      <SectionTitle id="points-rules-title">{t('rules_title')}</SectionTitle>
      <p>
        {t('rules_exchange_rate')}:{' '}
        <strong data-testid="exchange-rate">
          {t('rules_exchange_value', {
            rate: typeof rate === 'number' && Number.isFinite(rate) ? rate : '-',
          })}
        </strong>
      </p>
      <h3>{t('rules_ratio_title')}</h3>
      <p>{t('rules_ratio_intro')}</p>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('ratio_source')}</th>
            <th scope="col">{t('ratio_value')}</th>
          </tr>
        </thead>
        <tbody>
          {POINT_RATIOS.map((key) => (
            <tr key={key}>
              <th scope="row">{t(`ratio_${key}`)}</th>
              <td>{asPercent(data[key])}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
