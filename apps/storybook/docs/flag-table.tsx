import { agentFeature } from '@site/agent';
import { agentContractsFeature } from '@site/agent-contracts';
import { authFeature } from '@site/auth';
import { chatFeature } from '@site/chat';
import { gamesFeature } from '@site/games';
import { lotteryFeature } from '@site/lottery';
import { pointsFeature } from '@site/points';
import { promoFeature } from '@site/promo';
import type { SiteFeature } from '@site/feature-api';
import { WHITELABEL_MODULE_IDS, vars } from '@site/theme';
import { walletFeature } from '@site/wallet';
import { FLAG_DESCRIPTIONS } from './flag-descriptions';
import { useAllThemes } from './theme-token-table';

/** The feature packages (the same list the web app composes). */
const siteFeatures: readonly SiteFeature[] = [
  authFeature,
  gamesFeature,
  lotteryFeature,
  promoFeature,
  pointsFeature,
  walletFeature,
  agentFeature,
  agentContractsFeature,
  chatFeature,
];

const cell = {
  padding: '4px 8px',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
} as const;

/**
 * Every whitelabel module: the features that declare it (their `flags`), what it shows or hides,
 * and each skin's default (the server's whitelabel tree wins at run time).
 */
export function FlagTable() {
  const themes = useAllThemes();
  if (!themes) return <p role="status">Loading themes...</p>;
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 13, width: '100%' }}>
      <caption style={{ textAlign: 'left', padding: '4px 0' }}>
        {WHITELABEL_MODULE_IDS.length} whitelabel modules
      </caption>
      <thead>
        <tr>
          {['Module', 'Feature', 'Shows or hides', ...themes.map((theme) => theme.merchant)].map(
            (heading) => (
              <th key={heading} scope="col" style={{ ...cell, textAlign: 'left' }}>
                {heading}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {WHITELABEL_MODULE_IDS.map((id) => (
          <tr key={id}>
            <th scope="row" style={{ ...cell, textAlign: 'left' }}>
              <code>{id}</code>
            </th>
            <td style={cell}>
              {siteFeatures
                .filter((feature) => feature.flags?.includes(id))
                .map((feature) => feature.id)
                .join(', ') || 'shell'}
            </td>
            <td style={cell}>{FLAG_DESCRIPTIONS[id]}</td>
            {themes.map((theme) => (
              <td key={theme.merchant} style={cell}>
                {theme.flags[id] === undefined ? '-' : theme.flags[id] ? 'on' : 'off'}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
