import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withFeatureShell } from '@site/feature-testing/story';
import { ImageCaptcha } from './image-captcha';
import { SliderCaptcha } from './slider-captcha';

/** The two captcha widgets on their own, against the in-browser sandbox. */
const meta = {
  title: 'Captcha/Widgets',
  decorators: [withFeatureShell],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function ImageCaptchaDemo({ withError = false }: { withError?: boolean }) {
  const { t } = useTranslation('errors');
  const [value, setValue] = useState('');
  return (
    <ImageCaptcha
      value={value}
      onValueChange={setValue}
      {...(withError ? { error: t('unknown_error') } : {})}
    />
  );
}

function SliderDemo({ withError = false }: { withError?: boolean }) {
  const { t } = useTranslation('errors');
  return (
    <SliderCaptcha
      onChange={() => undefined}
      {...(withError ? { error: t('verify_first') } : {})}
    />
  );
}

/** The image from `/wps/captcha`; click it for a new one (at most once a second). */
export const Image: Story = { render: () => <ImageCaptchaDemo /> };

/** The captcha after a wrong answer. */
export const ImageWithError: Story = { render: () => <ImageCaptchaDemo withError /> };

/** The slider (GEETEST3): drag, or focus the handle and use the arrow keys then Enter. */
export const Slider: Story = {
  // The sandbox serves slider challenges to merchants with GEETEST3 on (aurum).
  parameters: { flags: { GEETEST3: true }, featureShell: { merchant: 'aurum' } },
  render: () => <SliderDemo />,
};

/** The slider asked for before submit: `verify_first`. */
export const SliderNotSolved: Story = {
  parameters: { flags: { GEETEST3: true }, featureShell: { merchant: 'aurum' } },
  render: () => <SliderDemo withError />,
};
