import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormCaptcha } from './use-form-captcha';

const credentials = { username: 'player01', password: 'secret', type: 'normal' };

describe('useFormCaptcha: what a login request carries of the captcha (section 2)', () => {
  it.each([
    ['none', credentials],
    ['image', { ...credentials, captcha: '' }],
  ] as const)('%s: the request as it is, plus the typed characters for the image', (kind, sent) => {
    const { result } = renderHook(() => useFormCaptcha(kind));
    expect(result.current.attach(credentials)).toEqual(sent);
  });

  it('slider: nothing is sent until it is solved', () => {
    const { result } = renderHook(() => useFormCaptcha('slider'));
    expect(result.current.attach(credentials)).toBeNull();
    expect(result.current.sliderSolved).toBe(false);
  });
});
