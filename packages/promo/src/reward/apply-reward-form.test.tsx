import { setupSandbox } from '@site/feature-testing/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPromo } from '../test/promo-harness';
import { ApplyRewardForm } from './apply-reward-form';

const sandbox = setupSandbox();

const image = (name: string, bytes = 64, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });
const promotion = (
  extra: Partial<{ id: number; remarkRequired: 'Y' | 'N'; imageRequired: 'Y' | 'N' }> = {},
) => ({
  id: 7003,
  title: 'Rescue Bonus',
  remarkRequired: 'N' as const,
  imageRequired: 'N' as const,
  ...extra,
});

async function setup(extra: Parameters<typeof promotion>[0] = {}) {
  const onDone = vi.fn();
  const rendered = await renderPromo(
    <ApplyRewardForm promotion={promotion(extra)} onDone={onDone} onCancel={() => undefined} />,
    { account: 'player01' },
  );
  const input = screen.getByLabelText(/^Images/) as HTMLInputElement;
  return { ...rendered, onDone, input };
}

describe('apply for reward (content-and-play.md sections 4 and 5)', () => {
  it('3 images are taken, each previewed and removable; a 4th gives activity_apply_remark_limit4', async () => {
    const { user, input } = await setup();
    await user.upload(input, [
      image('a.png'),
      image('b.jpg', 64, 'image/jpeg'),
      image('c.jpeg', 64, 'image/jpeg'),
    ]);
    expect(await screen.findAllByRole('img', { name: /^Image \d/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.getAllByRole('img', { name: /^Image \d/ })).toHaveLength(2);
    await user.upload(input, [image('d.png'), image('e.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('You can upload up to 3 images');
    // The refusal shows at once; the accepted image appears once the browser has read it.
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Image \d/ })).toHaveLength(3));
  });

  it('a file over 5242880 bytes gives limit3; a gif gives limit2', async () => {
    const { user, input } = await setup();
    await user.upload(input, image('big.png', 6 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Each image must be 5 MB or smaller',
    );
    // The picker's accept filter hides a gif; a drop or a lax browser still hands one over.
    fireEvent.change(input, { target: { files: [image('anim.gif', 64, 'image/gif')] } });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Only jpg, jpeg and png images are accepted',
      ),
    );
    expect(screen.queryAllByRole('img', { name: /^Image \d/ })).toHaveLength(0);
  });

  it('a file the browser cannot read gives limit2, and the files read beside it are kept', async () => {
    const { user, input } = await setup();
    const read = FileReader.prototype.readAsDataURL;
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (
      this: FileReader,
      blob: Blob,
    ) {
      if ((blob as File).name === 'broken.png')
        this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
      else read.call(this, blob);
    });
    await user.upload(input, [image('a.png'), image('broken.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only jpg, jpeg and png images are accepted',
    );
    expect(screen.getAllByRole('img', { name: /^Image \d/ })).toHaveLength(1);
  });

  it('remark required and empty gives limit1; image required and none gives the image message', async () => {
    const { user } = await setup({ remarkRequired: 'Y', imageRequired: 'Y' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a remark of up to 140 characters',
    );
    await user.type(screen.getByLabelText(/^Remarks/), 'my receipt');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please add at least one image');
    expect(sandbox.calls).not.toContain('POST /wps/relay/MCSFE_signUpRequestReward');
  });

  it('the remark stops at 140 characters', async () => {
    const { user } = await setup();
    const remark = screen.getByLabelText(/^Remarks/);
    await user.click(remark);
    await user.paste('x'.repeat(150));
    expect(remark).toHaveValue('x'.repeat(140));
    expect(screen.getByText('140 / 140 characters')).toBeInTheDocument();
  });

  it('success sends pictures, promotionId and remarks, and the promotion is PENDING', async () => {
    const { user, input, onDone } = await setup();
    await user.type(screen.getByLabelText(/^Remarks/), 'hello');
    await user.upload(input, [image('a.png')]);
    await screen.findByRole('img', { name: /^Image 1/ });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sandbox.calls).toContain('POST /wps/relay/MCSFE_signUpRequestReward');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a refused submit keeps the remark and the images', async () => {
    const { user, input, onDone } = await setup({ id: 7003 });
    await user.type(screen.getByLabelText(/^Remarks/), 'first');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    // A second application for the same promotion is refused by the platform.
    await user.upload(input, [image('a.png')]);
    await screen.findByRole('img', { name: /^Image 1/ });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/^Remarks/)).toHaveValue('first');
    expect(screen.getAllByRole('img', { name: /^Image \d/ })).toHaveLength(1);
  });
});
