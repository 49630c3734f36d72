import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

/** Written by the build (siteMerchantsPlugin): every merchant theme chunk in this build. */
interface MerchantsManifest {
  fixedMerchant: string | null;
  themes: Record<string, { file: string; bytes: number; gzipBytes: number }>;
}

const manifest = JSON.parse(
  readFileSync(fileURLToPath(new URL('../dist/site-merchants.json', import.meta.url)), 'utf8'),
) as MerchantsManifest;
const merchants = Object.keys(manifest.themes);

/** Records which theme chunks the page downloads. */
function themeChunkRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname.replace(/^\//, '');
    if (/^assets\/theme-[a-z0-9-]+-[\w-]+\.js$/.test(path)) requested.push(path);
  });
  return requested;
}

const brandColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--site-color-brand').trim(),
  );

test.describe('merchant themes', () => {
  test('the build holds a theme chunk per merchant', () => {
    expect(merchants).toEqual(expect.arrayContaining(['default', 'aurum', 'lumen']));
    for (const [code, { file, bytes, gzipBytes }] of Object.entries(manifest.themes)) {
      console.info(`theme chunk ${code}: ${file} ${bytes} B (${gzipBytes} B gzip)`);
      expect(file).toMatch(new RegExp(`^assets/theme-${code}-`));
    }
  });

  for (const code of merchants) {
    test(`merchantCode=${code} dresses the site as ${code} and loads only its theme chunk`, async ({
      page,
    }) => {
      const requested = themeChunkRequests(page);
      await page.addInitScript((merchant) => localStorage.setItem('merchantCode', merchant), code);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-merchant', code);
      const logo = page.getByTestId('site-logo');
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // The theme's images are inlined in its chunk: no separate image request.
      expect(await logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      expect(requested).toEqual([manifest.themes[code]?.file]);
    });
  }

  /** Holds the entry script until the test has looked at the page; returns the release. */
  async function holdScripts(page: Page): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  // A host picks its merchant's index page (the server's map, boot-frames.conf): index.html is
  // the default merchant's, and each other merchant's page is index-<code>.html.
  for (const [code, url] of [
    ['default', '/login'],
    ['aurum', 'http://aurum.localhost:4173/lottery'],
    ['lumen', 'http://lumen.localhost:4173/'],
  ] as const) {
    test(`${code}'s index page paints its boot frame before any script, then the site takes over`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto(url);
      const frame = page.locator('#boot-frame');
      const frameLogo = frame.locator('img');
      await expect(frameLogo).toBeVisible();
      expect(await frame.textContent()).toBe('');
      const shown = await frame.evaluate((el) => ({
        background: getComputedStyle(el).backgroundColor,
        logo: {
          w: el.querySelector('img')?.naturalWidth,
          h: el.querySelector('img')?.naturalHeight,
        },
      }));
      expect(shown.logo.w).toBeGreaterThan(0);
      await expect(page.locator('html')).not.toHaveAttribute('data-merchant', /./);

      release();
      await expect(page.locator('html')).toHaveAttribute('data-merchant', code);
      await expect(frame).toHaveCount(0);
      // The frame wore the merchant's own page background and logo.
      const logo = page.locator('img[data-testid="site-logo"], main header a img').first();
      await expect(logo).toBeVisible();
      const siteLogo = await logo.evaluate((img: HTMLImageElement) => ({
        w: img.naturalWidth,
        h: img.naturalHeight,
      }));
      const siteBackground = await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.style.backgroundColor = getComputedStyle(document.documentElement)
          .getPropertyValue('--site-color-background')
          .trim();
        return probe.style.backgroundColor;
      });
      expect(shown.background).toBe(siteBackground);
      expect(shown.logo).toEqual(siteLogo);
    });
  }

  test('a stored merchant other than the host’s gets no frame, never the host’s, and its own skin', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('merchantCode', 'aurum'));
    const release = await holdScripts(page);
    // Not until `load`: the held entry holds that back.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // The painter drew nothing and started the scripts at once (its template is gone; the entry
    // is the request the test holds).
    await expect(page.locator('script[type="module"]')).toHaveCount(1);
    await expect(page.locator('template#boot-scripts')).toHaveCount(0);
    await expect(page.locator('#boot-frame')).toHaveCount(0);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-merchant', 'aurum');
  });

  test('the three skins look different', async ({ page }) => {
    const colours = new Set<string>();
    for (const code of ['default', 'aurum', 'lumen']) {
      await page.goto('/');
      await page.evaluate((merchant) => localStorage.setItem('merchantCode', merchant), code);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-merchant', code);
      colours.add(await brandColour(page));
    }
    expect(colours.size).toBe(3);
  });

  test('switching merchant at run time loads the new skin and only its chunk', async ({ page }) => {
    const requested = themeChunkRequests(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-merchant', 'default');
    await expect(page).toHaveTitle('PLAYSITE');
    const before = await brandColour(page);
    expect(requested).toEqual([manifest.themes.default?.file]);

    requested.length = 0;
    await page.evaluate(() => localStorage.setItem('merchantCode', 'aurum'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-merchant', 'aurum');
    await expect(page).toHaveTitle('AURUM');
    await expect(page.getByTestId('site-logo')).toHaveAttribute('alt', 'AURUM');
    expect(await brandColour(page)).not.toBe(before);
    expect(requested).toEqual([manifest.themes.aurum?.file]);
  });

  test('with nothing stored, the domain map picks the merchant and remembers it', async ({
    page,
  }) => {
    const requested = themeChunkRequests(page);
    await page.goto('http://lumen.localhost:4173/');
    await expect(page.locator('html')).toHaveAttribute('data-merchant', 'lumen');
    expect(await page.evaluate(() => localStorage.getItem('merchantCode'))).toBe('lumen');
    // Lumen's default language is Thai, and its merchant copy replaces the shell's title.
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ลุ้นโชคทุกวันกับ LUMEN ลอตเตอรี่');
    expect(requested).toEqual([manifest.themes.lumen?.file]);
  });

  test('the skin scaffolded by `pnpm new-merchant demo --brand #7b2ff7 --name DEMO` is selectable at run time', async ({
    page,
  }) => {
    // themes/demo is committed exactly as the scaffold wrote it, so this proves the scaffold end to end.
    const requested = themeChunkRequests(page);
    await page.addInitScript(() => localStorage.setItem('merchantCode', 'demo'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-merchant', 'demo');
    await expect(page).toHaveTitle('DEMO');
    expect(await brandColour(page)).toBe('#7b2ff7');
    expect(requested).toEqual([manifest.themes.demo?.file]);
  });

  test('a merchant without a theme package keeps its code and wears the default skin', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('merchantCode', 'acme'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-merchant', 'default');
    expect(await page.evaluate(() => localStorage.getItem('merchantCode'))).toBe('acme');
  });
});
