import { setupSandbox } from '@site/feature-testing/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderChat } from '../test/chat-test';
import { FeedbackForm } from './feedback-form';

const sandbox = setupSandbox();
const ON = { FEEDBACK3: true };

async function captchaAnswer() {
  await waitFor(() => expect(sandbox.app.world.lastCaptcha).toBeTruthy());
  const image = await screen.findByRole('button', { name: /Captcha image/ });
  await waitFor(() => expect(image.querySelector('img')).not.toBeNull());
  fireEvent.load(image.querySelector('img') as HTMLImageElement);
  return sandbox.app.world.lastCaptcha?.text ?? '';
}

const feedbackCalls = () => sandbox.calls.filter((call) => call === 'POST /wps/feedback');

describe('FeedbackForm (content-and-play.md section 5)', () => {
  it('description and captcha must be non-empty (not_empty); nothing is sent', async () => {
    const { user } = await renderChat(<FeedbackForm />, { flags: ON });
    await captchaAnswer();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('This field cannot be empty')).toHaveLength(2);
    expect(feedbackCalls()).toHaveLength(0);
  });

  it('description 20 to 500 characters trimmed: 19 are refused, with a live count', async () => {
    const { user } = await renderChat(<FeedbackForm />, { flags: ON });
    const answer = await captchaAnswer();
    const box = screen.getByLabelText('Description');
    await user.type(box, `  ${'a'.repeat(19)}  `);
    expect(screen.getByText('19 / 500')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Captcha'), answer);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write at least 20 characters')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'b'.repeat(501) } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write at most 500 characters')).toBeInTheDocument();
    expect(feedbackCalls()).toHaveLength(0);
  });

  it('a visitor sends without image or username (types 1, 2, 3, 4, 6, 0 offered)', async () => {
    const { user } = await renderChat(<FeedbackForm />, { flags: ON });
    const answer = await captchaAnswer();
    const options = screen
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(options).toEqual(['1', '2', '3', '4', '6', '0']);
    expect(screen.queryByLabelText('Image (optional)')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Type'), '4');
    await user.type(screen.getByLabelText('Description'), 'The live chat did not answer me today.');
    await user.type(screen.getByLabelText('Captcha'), answer);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you. Your feedback was sent.')).toBeInTheDocument();
    // The sandbox refuses a visitor's sender or file (CUSTOMER_NOT_LOGIN): the send succeeded.
    expect(feedbackCalls()).toHaveLength(1);
    expect(screen.getByLabelText('Description')).toHaveValue('');
  });

  it('a failed send keeps what was typed and asks for a new captcha', async () => {
    const { user } = await renderChat(<FeedbackForm />, { flags: ON });
    await captchaAnswer();
    const text = 'My withdrawal has been pending for two days.';
    await user.type(screen.getByLabelText('Description'), text);
    await user.selectOptions(screen.getByLabelText('Type'), '2');
    await user.type(screen.getByLabelText('Captcha'), '0000');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(feedbackCalls()).toHaveLength(1));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue(text);
    expect(screen.getByLabelText('Type')).toHaveValue('2');
  });

  it('a player attaches one jpg, jpeg or png image of at most 5 MB', async () => {
    const { user } = await renderChat(<FeedbackForm />, { flags: ON, account: 'player01' });
    const answer = await captchaAnswer();
    const input = screen.getByLabelText('Image (optional)');
    fireEvent.change(input, {
      target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('Only jpg, jpeg or png images')).toBeInTheDocument();
    const big = new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The image must be at most 5 MB')).toBeInTheDocument();
    fireEvent.change(input, {
      target: {
        files: [new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' })],
      },
    });
    expect(await screen.findByText('Chosen: shot.png')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), 'The game froze after the third round.');
    await user.type(screen.getByLabelText('Captcha'), answer);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you. Your feedback was sent.')).toBeInTheDocument();
  });

  it('is not offered when FEEDBACK3 is off', async () => {
    await renderChat(<FeedbackForm />, { flags: { FEEDBACK3: false } });
    expect(screen.getByText('Feedback is not available.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
