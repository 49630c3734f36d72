import { throttle } from '@site/api-core';
import { vars } from '@site/theme';
import { TextField } from '@site/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCaptchaTranslation } from './i18n/captcha-i18n';
import styled from 'styled-components';
import { useCaptchaImageMutation } from './captcha-api';
import { CAPTCHA_LIMITS } from './constants';

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space.sm};
  & > :first-child {
    flex: 1;
  }
`;

const ImageButton = styled.button`
  flex: none;
  width: 120px;
  height: 44px;
  margin-bottom: ${vars.space.lg};
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
  cursor: pointer;
  overflow: hidden;
  & img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

export interface ImageCaptchaProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Change it to ask for a new image (after a failed login or registration). */
  refreshKey?: number;
  error?: string;
  /** The captcha id the server issued with the image, to send back with the answer. */
  onCaptchaId?: (captchaId: string | undefined) => void;
}

type ImageState = { status: 'loading' } | { status: 'shown'; src: string } | { status: 'failed' };

/**
 * The image captcha: fetched from `/wps/captcha`, refreshed by a click at most once per second,
 * and reported as failed when the image has not loaded within 3 s.
 */
export function ImageCaptcha({
  value,
  onValueChange,
  refreshKey = 0,
  error,
  onCaptchaId,
}: ImageCaptchaProps) {
  const { t } = useCaptchaTranslation();
  const [fetchCaptcha] = useCaptchaImageMutation();
  const [image, setImage] = useState<ImageState>({ status: 'loading' });
  const loadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onCaptchaIdRef = useRef(onCaptchaId);
  onCaptchaIdRef.current = onCaptchaId;

  const load = useCallback(async () => {
    clearTimeout(loadTimer.current);
    setImage({ status: 'loading' });
    loadTimer.current = setTimeout(
      () => setImage((current) => (current.status === 'shown' ? current : { status: 'failed' })),
      CAPTCHA_LIMITS.captchaImageTimeoutMs,
    );
    const result = await fetchCaptcha();
    if ('error' in result || !result.data) {
      clearTimeout(loadTimer.current);
      setImage({ status: 'failed' });
      return;
    }
    onCaptchaIdRef.current?.(result.data.captchaId);
    setImage((current) => (current.status === 'failed' ? current : { status: 'loading' }));
    setPendingSrc(result.data.image);
  }, [fetchCaptcha]);

  // The src is held until the <img> reports it loaded; the 3 s timer runs from the request.
  const [pendingSrc, setPendingSrc] = useState<string | null>(null);
  const refresh = useMemo(
    () => throttle(() => void load(), CAPTCHA_LIMITS.captchaRefreshThrottleMs),
    [load],
  );

  useEffect(() => {
    refresh();
  }, [refresh, refreshKey]);
  useEffect(
    () => () => {
      refresh.cancel();
      clearTimeout(loadTimer.current);
    },
    [refresh],
  );

  const onLoaded = () => {
    clearTimeout(loadTimer.current);
    if (pendingSrc) setImage({ status: 'shown', src: pendingSrc });
  };

  return (
    <Row>
      <TextField
        label={t('field_captcha')}
        placeholder={t('captcha_placeholder')}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        trim="change"
        maxLength={8}
        onValueChange={onValueChange}
        error={error}
        name="captcha"
      />
      <ImageButton
        type="button"
        onClick={() => refresh()}
        aria-label={image.status === 'failed' ? t('captcha_load_failed') : t('captcha_image_alt')}
      >
        {image.status === 'failed' ? t('captcha_load_failed') : null}
        {pendingSrc && image.status !== 'failed' ? (
          <img
            src={pendingSrc}
            alt=""
            onLoad={onLoaded}
            onError={() => setImage({ status: 'failed' })}
          />
        ) : null}
      </ImageButton>
    </Row>
  );
}
