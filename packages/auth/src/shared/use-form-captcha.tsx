import { ImageCaptcha, SliderCaptcha, type SliderProof } from '@site/captcha';
import { useState, type ReactNode } from 'react';
import type { CaptchaKind } from '../rules/captcha-rules';
import { digitsOnly } from '../rules/field-rules';

/** What a login or registration request carries of the captcha in use. */
export type CaptchaProof = Partial<SliderProof> & { captcha?: string; captchaId?: string };

export interface FormCaptchaOptions {
  /** Only digits can be typed in the image captcha (registration, when its field rule says so). */
  numeric?: boolean | undefined;
}

export interface FormCaptcha {
  /** The characters typed in the image captcha. */
  text: string;
  /** The slider has been solved (the SMS code may be asked for, section 4). */
  sliderSolved: boolean;
  /** The request with the captcha's proof; null while the slider is not solved. */
  attach: <R extends object>(request: R) => (R & CaptchaProof) | null;
  /**
   * The image's captcha id and the solved slider's proof, whichever there is, without the typed
   * characters (registration sends those as one of its fields).
   */
  proof: Omit<CaptchaProof, 'captcha'>;
  /** A refusal spent the captcha that was sent: a fresh one, and nothing typed in it stays. */
  refused: (sent: boolean) => void;
  /** Clears the typed characters (tab switch). */
  clear: () => void;
  /** The captcha area under the fields, with the slider's and the image's errors if any. */
  area: (sliderError: string | undefined, imageError?: string) => ReactNode;
}

/**
 * The captcha of the login form (section 2) and of the registration form (section 5): the image or
 * the slider that `chooseCaptcha` picked.
 */
export function useFormCaptcha(
  kind: CaptchaKind,
  { numeric }: FormCaptchaOptions = {},
): FormCaptcha {
  const [text, setText] = useState('');
  const [captchaId, setCaptchaId] = useState<string | undefined>(undefined);
  const [refreshKey, setRefreshKey] = useState(0);
  const [slider, setSlider] = useState<SliderProof | null>(null);

  return {
    text,
    sliderSolved: slider !== null,
    attach: (request) => {
      if (kind === 'slider') return slider ? { ...request, ...slider } : null;
      if (kind === 'image')
        return { ...request, captcha: text, ...(captchaId ? { captchaId } : {}) };
      return request;
    },
    proof: { ...(captchaId ? { captchaId } : {}), ...(slider ?? {}) },
    refused: (sent) => {
      setText('');
      // A captcha that first appears with this refusal fetches its own on mount; bumping the key
      // too would fetch a second image a second later (the throttle's trailing call) and
      // replace the one the visitor is already reading.
      if (sent) setRefreshKey((key) => key + 1);
      setSlider(null);
    },
    clear: () => setText(''),
    area: (sliderError, imageError) => (
      <>
        {kind === 'image' ? (
          <ImageCaptcha
            value={text}
            onValueChange={(value) => setText(numeric ? digitsOnly(value) : value)}
            refreshKey={refreshKey}
            onCaptchaId={setCaptchaId}
            {...(imageError ? { error: imageError } : {})}
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
