import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFeatureTestStore, renderFeature } from '@site/feature-testing';
import { setSandboxFlags, setupSandbox } from '@site/feature-testing/vitest';
import { ImageCaptcha } from './image-captcha';
import { SliderCaptcha } from './slider-captcha';
import type { SliderProof } from './slider-proof';

const sandbox = setupSandbox();
const issued = () => sandbox.app.world.captchas.size;

function CaptchaHarness() {
  const [value, setValue] = useState('');
  return <ImageCaptcha value={value} onValueChange={setValue} />;
}

describe('ImageCaptcha (sections 5 and 9)', () => {
  afterEach(() => vi.useRealTimers());

  it('fetches the image, and refreshes at most once per second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const { store } = createFeatureTestStore();
    await renderFeature(<CaptchaHarness />, { store });
    await waitFor(() => expect(issued()).toBe(1));
    const image = await screen.findByRole('button', { name: /Captcha image/ });
    await waitFor(() => expect(image.querySelector('img')).not.toBeNull());
    fireEvent.load(image.querySelector('img') as HTMLImageElement);

    act(() => vi.advanceTimersByTime(1100));
    fireEvent.click(image);
    fireEvent.click(image);
    fireEvent.click(image);
    await waitFor(() => expect(issued()).toBe(2));
    act(() => vi.advanceTimersByTime(1100));
    await waitFor(() => expect(issued()).toBe(3));
    expect(issued()).toBe(3);
  });

  it('reports a failed image when it has not loaded within 3 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const { store } = createFeatureTestStore();
    await renderFeature(<CaptchaHarness />, { store });
    await waitFor(() => expect(issued()).toBe(1));
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByText('The captcha did not load. Select to retry')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(
      await screen.findByText('The captcha did not load. Select to retry'),
    ).toBeInTheDocument();
  });
});

describe('SliderCaptcha (GEETEST3)', () => {
  afterEach(() => vi.useRealTimers());

  it('rejects a too-fast slide, then takes a human-paced slide to the gap', async () => {
    await setSandboxFlags(sandbox, { GEETEST3: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    const proofs: (SliderProof | null)[] = [];
    const { store } = createFeatureTestStore();
    const { user } = await renderFeature(
      <SliderCaptcha onChange={(proof) => proofs.push(proof)} />,
      {
        store,
      },
    );
    const handle = await screen.findByRole('slider', { name: 'Verification slider' });

    // A slide finished at once (no time passes): too fast, and a new challenge is fetched.
    handle.focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(await screen.findByText('Too fast. Please try again')).toBeInTheDocument();

    const fresh = await screen.findByRole('slider', { name: 'Verification slider' });
    // The gap is drawn in the picture only; the test asks the sandbox where it is.
    const gap = await secretGapOf(fresh);
    fresh.focus();
    const steps = Math.round(gap / 2);
    await user.keyboard('{ArrowRight}');
    vi.setSystemTime(Date.now() + 800);
    for (let i = 1; i < steps; i += 1) await user.keyboard('{ArrowRight}');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    const proof = proofs.at(-1);
    expect(proof).toMatchObject({ geetest_challenge: expect.any(String) });

    // The server judges what the user did: the login with this slide passes, once.
    const login = () =>
      sandbox.app.request('/wps/session/login', {
        method: 'POST',
        headers: { Merchant: 'default', Encryption: 'none', 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'player01',
          password: 'Sandbox123',
          type: 'username',
          ...proof,
        }),
      });
    expect(await (await login()).json()).toMatchObject({ success: true });
    expect(await (await login()).json()).toMatchObject({ errorCode: 'captcha.incorrect' });
  });
});

/** The secret gap of the challenge the slider shows, from the sandbox's control surface. */
async function secretGapOf(handle: HTMLElement): Promise<number> {
  const challenge = handle.closest('[data-challenge]')?.getAttribute('data-challenge') ?? '';
  const response = await sandbox.app.request(`/__sandbox/captcha/slider?challenge=${challenge}`);
  const body = (await response.json()) as { value: { gap: number } };
  return body.value.gap;
}
