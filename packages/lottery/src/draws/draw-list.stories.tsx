import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lotteryNamespace } from '../i18n/lottery-i18n';
import { DrawList, DrawListView } from './draw-list';

registerStoryNamespaces(lotteryNamespace);

/** The latest 5 draws with trend and bet buttons. */
const meta = {
  title: 'Lottery/Draw list',
  component: DrawListView,
  decorators: [withFeatureShell],
  parameters: { featureShell: { merchant: 'default', path: '/lottery' } },
  args: {
    draws: [
      { gameCode: 'CQSSC', numero: '20261123-041', winNo: '3,8,1,0,6' },
      { gameCode: 'GD11X5', numero: '20261123-030', winNo: '01,05,07,10,11' },
      { gameCode: 'BJPK10', numero: '20261123-077', winNo: '10,02,05,01,08,03,07,09,04,06' },
      { gameCode: 'JSK3', numero: '20261123-019', winNo: '2,4,4' },
      { gameCode: 'FC3D', numero: '2026321', winNo: '7,3,9' },
      { gameCode: 'PL3', numero: '2026322', winNo: '0,0,1' },
    ],
    names: {
      CQSSC: 'Chongqing Time',
      GD11X5: 'Guangdong 11x5',
      BJPK10: 'Beijing Racing',
      JSK3: 'Jiangsu K3',
      FC3D: 'Welfare 3D',
    },
  },
} satisfies Meta<typeof DrawListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LatestFive: Story = {};
export const Empty: Story = { args: { draws: [] } };
/** Live from the sandbox (`/lgw/draw/code/CQSSC`). */
export const FromSandbox: Story = { render: () => <DrawList gameCode="CQSSC" /> };
