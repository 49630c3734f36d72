import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { withShell } from '../test/shell-story';
import { CentreView } from './centre-view';
import { MemberCentreRoute } from './member-centre-route';

/** `/member`: the member centre with the pages the features contribute. */
const meta = {
  title: 'Shell/MemberCentre',
  component: MemberCentreRoute,
  decorators: [withShell],
  parameters: { shell: { path: '/member', account: 'player01' } },
} satisfies Meta<typeof MemberCentreRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Player: Story = {};

export const Visitor: Story = { parameters: { shell: { path: '/member' } } };

function CentreOnly() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="story-centre-title">
      <h1 id="story-centre-title">{t('member_centre')}</h1>
      <CentreView kind="member" titleId="story-centre-title" />
    </section>
  );
}

/** The centre itself (summary, gated menu, active page) as the centre host shows it. */
export const View: Story = { render: () => <CentreOnly /> };
