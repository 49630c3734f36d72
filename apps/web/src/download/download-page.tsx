import { selectResources, useSiteSelector } from '@site/api-core';
import type { Resource } from '@site/api-core/catalogue';
import { useSiteTheme, vars } from '@site/theme';
import { Button, guardUrl } from '@site/ui';
import { QrCode } from '@site/ui/qr-code';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDownloadSettingQuery } from '../shell/shell-api';

/** QR sizes of the download page (content-and-play.md section 2). */
export const QR_SIZE_LARGE = 200;
export const QR_SIZE_SMALL = 130;
/** Each step of the iOS install carousel is 270 px wide; there are six (IOS_STEP_COUNT). */
export const IOS_STEP_WIDTH = 270;

const PLATFORMS = [
  { type: 'Android', labelKey: 'download_android', size: QR_SIZE_LARGE },
  { type: 'IOS', labelKey: 'download_ios', size: QR_SIZE_LARGE },
  { type: 'H5', labelKey: 'download_h5', size: QR_SIZE_SMALL },
] as const;

const Grid = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
  align-items: flex-end;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.lg};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};
  a {
    color: ${vars.color.brand};
  }
`;

const Steps = styled.ol`
  display: flex;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  li {
    flex: 0 0 ${IOS_STEP_WIDTH}px;
    width: ${IOS_STEP_WIDTH}px;
    scroll-snap-align: start;
  }
  img {
    display: block;
    width: ${IOS_STEP_WIDTH}px;
    height: auto;
    border-radius: ${vars.radius.md};
  }
`;

const Hint = styled.p`
  padding: ${vars.space.md};
  border-left: 4px solid ${vars.color.info};
  background: ${vars.color.surfaceSunken};
`;

function absolute(url: string): string {
  try {
    return new URL(url, location.origin).href;
  } catch {
    return url;
  }
}

/** The iOS install steps: a carousel of six images, 270 px a step, with previous and next buttons. */
function IosSteps({ steps }: { steps: readonly string[] }) {
  const { t } = useTranslation('shell');
  const list = useRef<HTMLOListElement>(null);
  const [step, setStep] = useState(0);
  const go = (next: number) => {
    const target = Math.max(0, Math.min(steps.length - 1, next));
    setStep(target);
    list.current?.scrollTo({ left: target * (IOS_STEP_WIDTH + 16), behavior: 'smooth' });
  };
  return (
    <section aria-labelledby="ios-steps-title">
      <h2 id="ios-steps-title">{t('ios_steps_title')}</h2>
      <Steps ref={list} tabIndex={0} aria-label={t('ios_steps_title')}>
        {steps.map((src, index) => (
          <li key={src} aria-current={index === step ? 'step' : undefined}>
            <img
              src={guardUrl(src) ?? undefined}
              alt={t('ios_step', { step: index + 1, total: steps.length })}
              width={IOS_STEP_WIDTH}
            />
          </li>
        ))}
      </Steps>
      <p>
        <Button variant="secondary" size="sm" disabled={step === 0} onClick={() => go(step - 1)}>
          {t('previous')}
        </Button>{' '}
        <Button
          variant="secondary"
          size="sm"
          disabled={step === steps.length - 1}
          onClick={() => go(step + 1)}
        >
          {t('next')}
        </Button>
      </p>
    </section>
  );
}

/** `/download` and `/app`: Android, iOS and H5 QR codes, the optional iOS steps and the iOS 17 hint. */
export function DownloadPage() {
  const { t } = useTranslation(['shell', 'errors', 'common']);
  const { texts } = useSiteTheme();
  const resources = useSiteSelector(selectResources);
  const setting = useDownloadSettingQuery({ domain: location.host });
  const byType = (type: string): Resource | undefined =>
    resources.find((resource) => resource.resourceType === type && resource.url);
  const steps = setting.data?.iosSteps ?? [];
  return (
    <section aria-labelledby="download-title">
      <h1 id="download-title">{t('app_download', { ns: 'common' })}</h1>
      <p>{texts.appDescription}</p>
      <Grid>
        {PLATFORMS.map(({ type, labelKey, size }) => {
          const resource = byType(type);
          if (!resource?.url) return null;
          // Only http(s) addresses become a link and a QR code (the one URL guard).
          const url = guardUrl(absolute(resource.url));
          if (!url) return null;
          return (
            <Card key={type} data-testid={`download-${type}`}>
              <QrCode value={url} size={size} label={t('qr_label', { platform: t(labelKey) })} />
              <a href={url}>{t(labelKey)}</a>
            </Card>
          );
        })}
      </Grid>
      {steps.length > 0 ? <IosSteps steps={steps} /> : null}
      <Hint>{t('ios17_download_tips', { ns: 'errors' })}</Hint>
    </section>
  );
}
