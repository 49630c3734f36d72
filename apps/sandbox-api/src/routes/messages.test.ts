import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/helpers';

// Feedback, inbox and chat rules the platform enforces (content-and-play.md sections 5 and 7).

const captcha = async (h: Harness) => {
  await h.call('GET', '/wps/captcha');
  return h.app.world.lastCaptcha?.text ?? '';
};
const TWENTY = 'The bank list is gone'; // 21 characters
const png = (bytes: number) => `data:image/png;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;

describe('POST /wps/feedback', () => {
  it('description and captcha non-empty: not_empty', async () => {
    const h = createHarness();
    const empty = await h.call('POST', '/wps/feedback', {
      body: { content: '   ', type: '1', captcha: 'x' },
    });
    expect(empty.body.errorCode).toBe('not_empty');
    const noCaptcha = await h.call('POST', '/wps/feedback', {
      body: { content: TWENTY, type: '1' },
    });
    expect(noCaptcha.body.errorCode).toBe('not_empty');
  });

  it('description 20 to 500 characters (trimmed): 19 is refused, 20 is taken', async () => {
    const h = createHarness();
    const short = await h.call('POST', '/wps/feedback', {
      body: { content: `  ${'a'.repeat(19)}  `, type: '0', captcha: await captcha(h) },
    });
    expect(short.body.success).toBe(false);
    const long = await h.call('POST', '/wps/feedback', {
      body: { content: 'a'.repeat(501), type: '0', captcha: await captcha(h) },
    });
    expect(long.body.success).toBe(false);
    const ok = await h.call('POST', '/wps/feedback', {
      body: { content: 'a'.repeat(20), type: '0', captcha: await captcha(h) },
    });
    expect(ok.body.success).toBe(true);
  });

  it('visitors send no image and no username', async () => {
    const h = createHarness();
    const withSender = await h.call('POST', '/wps/feedback', {
      body: { content: TWENTY, type: '4', sender: 'someone', captcha: await captcha(h) },
    });
    expect(withSender.body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
    const withFile = await h.call('POST', '/wps/feedback', {
      body: { content: TWENTY, type: '4', file: png(10), captcha: await captcha(h) },
    });
    expect(withFile.body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('players send one jpg, jpeg or png image of at most 5 MB', async () => {
    const h = createHarness();
    const token = await h.login('player01');
    const send = async (file: string) =>
      h.call('POST', '/wps/feedback', {
        token,
        body: { content: TWENTY, type: '3', sender: 'player01', file, captcha: await captcha(h) },
      });
    expect((await send(png(1000))).body.success).toBe(true);
    expect((await send(png(5_242_878))).body.success).toBe(true);
    expect((await send(png(5_242_881))).body.success).toBe(false);
    expect((await send('data:image/gif;base64,AAAA')).body.success).toBe(false);
  });
});

describe('inbox', () => {
  it('marking a message read lowers the unread count', async () => {
    const h = createHarness();
    const token = await h.login('player01');
    const before = await h.call<{ count: number }>('GET', '/wps/relay/CSP_unreadCount', { token });
    const page = await h.call<{ content: { id: number; read: boolean }[] }>(
      'GET',
      '/wps/relay/CSP_getInbox',
      { token, query: { page: 1, size: 10, sort: 'sendTime:desc', read: false } },
    );
    const first = page.body.value?.content[0];
    expect(first?.read).toBe(false);
    await h.call('PUT', '/wps/relay/CSP_readInbox', { token, body: { id: first?.id } });
    const after = await h.call<{ count: number }>('GET', '/wps/relay/CSP_unreadCount', { token });
    expect(after.body.value?.count).toBe((before.body.value?.count ?? 0) - 1);
  });

  it('an unknown message is not found', async () => {
    const h = createHarness();
    const token = await h.login('player01');
    const missing = await h.call('PUT', '/wps/relay/CSP_readInbox', { token, body: { id: 42 } });
    expect(missing.body.success).toBe(false);
  });
});

describe('the live-chat provider (outbound token call)', () => {
  it('answers a text token, and refuses a request that carries the site session', async () => {
    const h = createHarness();
    const body = { payload: { userId: 'player01' }, verifyToken: 'sandbox-default' };
    const ok = await h.raw('POST', '/__sandbox/external/token', { body });
    expect(await ok.text()).toMatch(/^lc\.[0-9a-f]{32}$/);
    const token = await h.login('player01');
    const leaked = await h.raw('POST', '/__sandbox/external/token', { body, token });
    expect(leaked.status).toBe(403);
  });
});
