import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { vars } from './css-variables';
import { WHITELABEL_MODULE_IDS } from './flags';
import { useFlags } from './flags-provider';
import { useSiteTheme } from './site-theme-provider';
import { withFlags } from './testing';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${vars.space.sm};
  margin-bottom: ${vars.space.lg};
`;

const Swatch = styled.div<{ $colour: string }>`
  padding: ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  font-size: ${vars.font.sizeXs};
  &::before {
    content: '';
    display: block;
    height: 40px;
    margin-bottom: ${vars.space.xs};
    border-radius: ${vars.radius.sm};
    background: ${(p) => p.$colour};
  }
`;

const HeaderBar = styled.div`
  display: flex;
  align-items: center;
  padding: ${vars.space.md} ${vars.space.lg};
  background: ${vars.color.headerBackground};
  border-radius: ${vars.radius.md} ${vars.radius.md} 0 0;
`;

const Hero = styled.div`
  padding: ${vars.space.lg};
  margin-bottom: ${vars.space.lg};
  border-radius: 0 0 ${vars.radius.lg} ${vars.radius.lg};
  background: ${vars.gradient.hero};
  box-shadow: ${vars.shadow.md};
`;

const Heading = styled.h2`
  margin: 0;
  overflow-wrap: anywhere;
  font-family: ${vars.font.familyHeading};
  color: ${vars.color.text};
`;

const Pill = styled.span<{ $on: boolean }>`
  display: inline-block;
  margin: 0 ${vars.space.xs} ${vars.space.xs} 0;
  padding: ${vars.space.xxs} ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  font-family: ${vars.font.familyMono};
  font-size: ${vars.font.sizeXs};
  background: ${(p) => (p.$on ? vars.color.brand : vars.color.surfaceSunken)};
  color: ${(p) => (p.$on ? vars.color.onBrand : vars.color.textMuted)};
`;

const COLOURS = [
  'brand',
  'brandStrong',
  'accent',
  'background',
  'surface',
  'text',
  'textMuted',
  'success',
  'warning',
  'danger',
  'info',
  'headerBackground',
] as const;

/** The merged theme of the current merchant: colours, gradient, logo, templates and flags. */
function ThemeOverview() {
  const theme = useSiteTheme();
  const flags = useFlags();
  return (
    <div>
      <HeaderBar>
        <img src={theme.assets.logo} alt={theme.assets.logoAlt} height={40} />
      </HeaderBar>
      <Hero>
        <Heading>{theme.siteName}</Heading>
      </Hero>
      <Grid>
        {COLOURS.map((name) => (
          <Swatch key={name} $colour={vars.color[name]}>
            {name}
          </Swatch>
        ))}
      </Grid>
      <Grid>
        {Object.entries(theme.templates).map(([area, value]) => (
          <Swatch key={area} $colour={vars.gradient.card}>
            {area}: {JSON.stringify(value)}
          </Swatch>
        ))}
      </Grid>
      <div>
        {WHITELABEL_MODULE_IDS.map((id) => (
          <Pill key={id} $on={flags[id] === true}>
            {id}
          </Pill>
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Theme/Overview',
  component: ThemeOverview,
} satisfies Meta<typeof ThemeOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switch the merchant in the toolbar, or pick "All merchants" to compare every skin. */
export const Overview: Story = {};

/** A story sets flags through parameters; the toolbar's flag preset still wins. */
export const PointsMallOn: Story = { parameters: { flags: { PTSYS3: true, PAYMENTPASS3: true } } };

/** The `withFlags` decorator sets flags inside the merchant's own. */
export const NoRewards: Story = { decorators: [withFlags({ REWCEN3: false, PTSYS3: false })] };
