import type { GateContext } from '@site/feature-api';
import { describe, expect, it } from 'vitest';
import { chatFeature } from './feature';

const gate = (over: Partial<GateContext>): GateContext => ({
  flag: () => false,
  flags: {},
  signedIn: true,
  isAgent: 0,
  toUpline: null,
  singleWallet: false,
  promoEnabled: () => false,
  hasRebate: false,
  ...over,
});

describe('chatFeature', () => {
  it('declares the feedback and chat routes, the inbox page, the chat widget and its handlers', () => {
    expect(chatFeature.routes.map((route) => [route.path, route.access])).toEqual([
      ['feedback', 'public'],
      ['chat', 'realAccount'],
    ]);
    expect(chatFeature.memberCentre.map((page) => page.id)).toEqual(['messageV2']);
    expect(Object.keys(chatFeature.realtime)).toEqual(['INBOX', 'ONLINE_MSG']);
    expect(chatFeature.i18n.namespace).toBe('chat');
  });

  it('lists no endpoints: they load with the screens and the unread counts (ADR 0158)', () => {
    expect('endpoints' in chatFeature).toBe(false);
  });

  it('messageV2 shows with MAILCEN', () => {
    const [inbox] = chatFeature.memberCentre;
    expect(inbox?.visible?.(gate({ flag: (id) => id === 'MAILCEN' }))).toBe(true);
    expect(inbox?.visible?.(gate({}))).toBe(false);
  });

  it('the chat button is never placed for visitors or isAgent 4', () => {
    const [widget] = chatFeature.widgets;
    expect(widget?.visible?.(gate({}))).toBe(true);
    expect(widget?.visible?.(gate({ isAgent: 4 }))).toBe(false);
    expect(widget?.visible?.(gate({ signedIn: false, isAgent: null }))).toBe(false);
  });

  it('chat code loads only on demand: every screen is a lazy import', async () => {
    const [widget] = chatFeature.widgets;
    const loaded = await widget?.lazy();
    expect(loaded?.Component.name).toBe('ChatLauncher');
  });
});
