import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAuth } from '../test/render';
import { createAuthTestStore, setupSandbox } from '../test/sandbox';
import { useFormCaptcha } from './use-form-captcha';

const sandbox = setupSandbox();
const images = () => sandbox.calls.filter((call) => call === 'GET /wps/captcha').length;

function Captcha({ numeric, imageError }: { numeric?: boolean; imageError?: string }) {
  const captcha = useFormCaptcha('image', { numeric });
  return (
    <>
      {captcha.area(undefined, imageError)}
      <output aria-label="text">{captcha.text}</output>
      <output aria-label="proof">{JSON.stringify(captcha.proof)}</output>
      <button type="button" onClick={() => captcha.refused(true)}>
        refused
      </button>
    </>
  );
}

async function renderCaptcha(props: { numeric?: boolean; imageError?: string } = {}) {
  const { store } = createAuthTestStore();
  const view = await renderAuth(<Captcha {...props} />, { store, path: '/register' });
  const field = await screen.findByRole('textbox', { name: /^Captcha/ });
  return { ...view, field };
}

describe('useFormCaptcha as the registration form uses it (section 5)', () => {
  it('numeric (the captcha rule says digits): only the digits typed stay', async () => {
    const { user, field } = await renderCaptcha({ numeric: true });
    await user.type(field, 'a1b2');
    expect(field).toHaveValue('12');
    expect(screen.getByLabelText('text')).toHaveTextContent(/^12$/);
  });

  it('not numeric (the login form): what is typed stays', async () => {
    const { user, field } = await renderCaptcha();
    await user.type(field, 'a1b2');
    expect(field).toHaveValue('a1b2');
  });

  it("the proof is the image's captcha id, without the typed characters", async () => {
    const { user, field } = await renderCaptcha({ numeric: true });
    await waitFor(() =>
      expect(JSON.parse(screen.getByLabelText('proof').textContent ?? '{}')).toEqual({
        captchaId: expect.stringMatching(/\S/),
      }),
    );
    await user.type(field, '1234');
    expect(JSON.parse(screen.getByLabelText('proof').textContent ?? '{}')).not.toHaveProperty(
      'captcha',
    );
  });

  it("the image's error shows by its field", async () => {
    const { field } = await renderCaptcha({ imageError: 'Please fill in the information' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please fill in the information');
  });

  it('a refusal clears what was typed and asks for a new image', async () => {
    const { user, field } = await renderCaptcha({ numeric: true });
    await waitFor(() => expect(images()).toBe(1));
    await user.type(field, '1234');
    await user.click(screen.getByRole('button', { name: 'refused' }));
    expect(field).toHaveValue('');
    expect(screen.getByLabelText('text')).toBeEmptyDOMElement();
    await waitFor(() => expect(images()).toBe(2), { timeout: 3000 });
  });
});
