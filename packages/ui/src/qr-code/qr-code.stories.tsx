import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@site/theme';
import { QrCode } from './qr-code';

const meta = {
  title: 'UI/QrCode',
  component: QrCode,
  args: {
    value: 'https://example.com/download/android',
    size: 200,
    label: 'Android app download QR code',
  },
  argTypes: { errorCorrection: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] } },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The download page's large code (200 px). */
export const Large: Story = {};
/** The download page's small code (130 px). */
export const Small: Story = { args: { size: 130 } };
export const HighErrorCorrection: Story = { args: { errorCorrection: 'H' } };
export const NoQuietZone: Story = { args: { margin: 0 } };
/** For dark skins: keep dark modules on a light ground, which every scanner reads. */
export const DarkSkinColours: Story = {
  args: { foreground: vars.color.textInverse, background: vars.color.text },
};
export const ChineseText: Story = {
  args: { value: '下载应用：https://example.com/app', label: '下载二维码' },
};
export const DownloadPanel: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: vars.space.xl, alignItems: 'flex-end' }}>
      <QrCode value="https://example.com/android.apk" size={200} label="Android download" />
      <QrCode value="https://example.com/ios" size={130} label="iOS download" />
      <QrCode value="https://example.com/h5" size={130} label="H5 site" />
    </div>
  ),
};
