import { ImageCaptcha, SliderCaptcha, type SliderProof } from '@site/captcha';
import { useState, type ReactNode } from 'react';
import type { CaptchaKind } from '../rules/captcha-rules';

/** What a login request carries of the captcha in use. */
export type CaptchaProof = Partial<SliderProof> & { captcha?: string; captchaId?: string };

export interface LoginCaptcha {
  /** The slider has been solved (the SMS code may be asked for, section 4). */
  sliderSolved: boolean;
  /** The request with the captcha's proof; null while the slider is not solved. */
  attach: <R extends object>(request: R) => (R & CaptchaProof) | null;
  /** A refusal spent the captcha that was sent: a fresh one, and nothing typed in it stays. */
  refused: (sent: boolean) => void;
  /** Clears the typed characters (tab switch). */
  clear: () => void;
  /** The captcha area under the fields, with the slider's error when it has one. */
  area: (sliderError: string | undefined) => ReactNode;
}

/** The login form's captcha (section 2): the image or the slider that `chooseCaptcha` picked. */
export function useLoginCaptcha(kind: CaptchaKind): LoginCaptcha {
  const [text, setText] = useState('');
  const [captchaId, setCaptchaId] = useState<string | undefined>(undefined);
  const [refreshKey, setRefreshKey] = useState(0);
  const [slider, setSlider] = useState<SliderProof | null>(null);

  return {
    sliderSolved: slider !== null,
    attach: (request) => {
      if (kind === 'slider') return slider ? { ...request, ...slider } : null;
      if (kind === 'image')
        return { ...request, captcha: text, ...(captchaId ? { captchaId } : {}) };
      return request;
    },
    refused: (sent) => {
      setText('');
      // A captcha that first appears with this refusal fetches its own on mount; bumping the key
      // too would fetch a second image a second later (the throttle's trailing call) and
      // replace the one the visitor is already reading.
      if (sent) setRefreshKey((key) => key + 1);
      setSlider(null);
    },
    clear: () => setText(''),
    area: (sliderError) => (
      <>
        {kind === 'image' ? (
          <ImageCaptcha
            value={text}
            onValueChange={setText}
            refreshKey={refreshKey}
            onCaptchaId={setCaptchaId}
          />
        ) : null}
        {kind === 'slider' ? (
          <SliderCaptcha
            onChange={setSlider}
            resetKey={refreshKey}
            {...(sliderError !== undefined ? { error: sliderError } : {})}
          />
        ) : null}
      </>
    ),
  };
}
