import { describe, expect, it } from 'vitest';
import { mergeSiteTheme, mobileTemplateFromServer, templatesFromServer } from './server-templates';
import { testTheme } from './testing';

describe('templatesFromServer', () => {
  it('reads known variants and colour tokens, in the answer or its value', () => {
    const raw = {
      value: {
        headerStyle: 'centered',
        homeSections: ['lottery', 'banner', 'nonsense', 'lottery'],
        loginLeftImage: 'N',
        lobbyTile: 'poster',
        memberCentre: 'route',
        tokens: { color: { brand: '#ff0066', notAToken: '#000' } },
      },
    };
    expect(templatesFromServer(raw)).toEqual({
      templates: {
        header: 'centered',
        homeSections: ['lottery', 'banner'],
        login: { leftImage: false },
        lobbyTile: 'poster',
        memberCentre: 'route',
      },
      tokens: { color: { brand: '#ff0066' } },
    });
  });

  it('drops unknown variants and CSS that could escape its declaration', () => {
    const override = templatesFromServer({
      header: 'marquee',
      tokens: {
        color: {
          brand: 'red; } body { display:none',
          accent: 'url(https://x/y.png)',
          text: '#111',
        },
      },
    });
    expect(override).toEqual({ tokens: { color: { text: '#111' } } });
  });
});

describe('mobileTemplateFromServer', () => {
  it('maps the platform fields and refuses script URLs', () => {
    expect(
      mobileTemplateFromServer({
        web_logo: 'https://cdn.example/logo.png',
        favicon: 'javascript:alert(1)',
        splash: '/res/splash.png',
        app_desc: 'Play anywhere',
        login_prompt_text: 'Welcome back',
      }),
    ).toEqual({
      assets: { logo: 'https://cdn.example/logo.png', splash: '/res/splash.png' },
      texts: { appDescription: 'Play anywhere', loginPrompt: 'Welcome back' },
    });
  });
});

describe('mergeSiteTheme', () => {
  it('applies overrides in order over the merchant theme; the server wins', () => {
    const merged = mergeSiteTheme(
      testTheme,
      { templates: { header: 'compact' }, tokens: { color: { brand: '#111111' } } },
      { tokens: { color: { brand: '#222222' } } },
    );
    expect(merged.templates.header).toBe('compact');
    expect(merged.tokens.color.brand).toBe('#222222');
    expect(merged.tokens.color.accent).toBe(testTheme.tokens.color.accent);
    expect(merged.merchant).toBe('test');
    expect(testTheme.tokens.color.brand).not.toBe('#222222');
  });
});
