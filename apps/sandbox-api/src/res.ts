import { Hono } from 'hono';
import { parseLang, pick, type Lang } from './lang';
import { createRng } from './prng';
import { buildBanners, buildNotices, buildPromotions, buildRewards } from './seed/content';
import { merchantCatalogue } from './seed/catalogue';
import { FALLBACK_MERCHANT, isMerchantCode, MERCHANTS } from './seed/merchants';
import { tileSvg } from './svg';
import type { World } from './world';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
};

function svg(body: string): Response {
  return new Response(body, { headers: SVG_HEADERS });
}

function stem(file: string | undefined): string {
  return (file ?? '').replace(/\.(svg|png)$/, '');
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
}

function html(title: string, body: string, lang: Lang): Response {
  const page = `<!DOCTYPE html><html lang="${lang.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:sans-serif;margin:0;display:grid;place-items:center;min-height:100vh"><main><h1>${title}</h1>${body}</main></body></html>`;
  return new Response(page, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A QR-like module grid (not a scannable code; the link is printed beside it in the app). */
function qrSvg(key: string): string {
  const rng = createRng(`qr:${key}`);
  const n = 25;
  const cells: string[] = [];
  for (let y = 0; y < n; y += 1) {
    for (let x = 0; x < n; x += 1) {
      const finder = (x < 7 && y < 7) || (x >= n - 7 && y < 7) || (x < 7 && y >= n - 7);
      const on = finder
        ? x % 6 === 0 || y % 6 === 0 || (x % 6 >= 2 && x % 6 <= 4 && y % 6 >= 2 && y % 6 <= 4)
        : rng.chance(0.5);
      if (on) cells.push(`<rect x="${x * 8}" y="${y * 8}" width="8" height="8"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="-8 -8 216 216" role="img" aria-label="QR"><rect x="-8" y="-8" width="216" height="216" fill="hsl(0 0% 100%)"/><g fill="hsl(0 0% 0%)">${cells.join('')}</g></svg>`;
}

/** Locally generated images and the stand-in pages a game or chat launch opens. */
export function resourceRoutes(_world: World): Hono {
  const res = new Hono();
  const catalogue = merchantCatalogue(FALLBACK_MERCHANT);
  const promotions = buildPromotions();
  const banners = buildBanners(
    catalogue.games.find((game) => game.gameType === 'LIVE') ??
      catalogue.games[0] ?? { nodeId: 0, roomId: null, vendor: '' },
  );
  const notices = buildNotices();
  const rewards = buildRewards();

  res.get('/game/:file', (c) => {
    const game = catalogue.games.find(
      (candidate) => String(candidate.gameId) === stem(c.req.param('file')),
    );
    if (!game) return notFound();
    const lang = parseLang(c.req.query('lang'));
    return svg(
      tileSvg({ key: game.gameCode, title: pick(game.name, lang), subtitle: game.vendor }),
    );
  });
  res.get('/vendor/:file', (c) => {
    const vendor = catalogue.vendors.find(
      (candidate) => candidate.accountTypeName === stem(c.req.param('file')),
    );
    if (!vendor) return notFound();
    return svg(
      tileSvg({
        key: vendor.accountTypeName,
        title: pick(vendor.displayName, parseLang(c.req.query('lang'))),
        width: 160,
        height: 80,
      }),
    );
  });
  res.get('/lottery-icon/:file', (c) => {
    const game = catalogue.lottery.find(
      (candidate) => candidate.gameCode === stem(c.req.param('file')),
    );
    if (!game) return notFound();
    return svg(
      tileSvg({
        key: game.gameCode,
        title: pick(game.name, parseLang(c.req.query('lang'))),
        subtitle: game.gameCode,
      }),
    );
  });
  res.get('/promo/:file', (c) => {
    const promo = promotions.find(
      (candidate) => String(candidate.id) === stem(c.req.param('file')),
    );
    if (!promo) return notFound();
    return svg(
      tileSvg({
        key: `promo${promo.id}`,
        title: pick(promo.title, parseLang(c.req.query('lang'))),
        subtitle: promo.promotionType,
        width: 640,
        height: 240,
      }),
    );
  });
  res.get('/banner/:file', (c) => {
    const banner = banners.find(
      (candidate) => String(candidate.bannerId) === stem(c.req.param('file')),
    );
    if (!banner) return notFound();
    return svg(
      tileSvg({
        key: `banner${banner.bannerId}`,
        title: pick(banner.title, parseLang(c.req.query('lang'))),
        width: 1200,
        height: 400,
      }),
    );
  });
  res.get('/notice/:file', (c) => {
    const notice = notices.find((candidate) => String(candidate.id) === stem(c.req.param('file')));
    if (!notice) return notFound();
    return svg(
      tileSvg({
        key: `notice${notice.id}`,
        title: pick(notice.title, parseLang(c.req.query('lang'))),
        width: 600,
        height: 340,
      }),
    );
  });
  res.get('/reward/:file', (c) => {
    const reward = rewards.find((candidate) => String(candidate.id) === stem(c.req.param('file')));
    if (!reward) return notFound();
    const slide = c.req.query('slide') ?? '';
    return svg(
      tileSvg({
        key: `reward${reward.id}${slide}`,
        title: pick(reward.name, parseLang(c.req.query('lang'))),
        subtitle: slide ? `${slide}/2` : undefined,
      }),
    );
  });
  res.get('/avatar/:file', (c) => {
    const n = Number(stem(c.req.param('file')));
    if (!Number.isInteger(n) || n < 1 || n > 9) return notFound();
    return svg(tileSvg({ key: `avatar${n}`, title: String(n), width: 96, height: 96 }));
  });
  res.get('/logo/:file', (c) => {
    const code = stem(c.req.param('file'));
    const profile = MERCHANTS[isMerchantCode(code) ? code : FALLBACK_MERCHANT];
    const size = Number(c.req.query('size') ?? '0');
    if (size > 0 && size <= 512)
      return svg(
        tileSvg({
          key: `logo${profile.code}`,
          title: profile.name.EN.slice(0, 1),
          width: size,
          height: size,
        }),
      );
    return svg(
      tileSvg({
        key: `logo${profile.code}`,
        title: pick(profile.name, parseLang(c.req.query('lang'))),
        width: 240,
        height: 64,
      }),
    );
  });
  res.get('/splash/:file', (c) => {
    const code = stem(c.req.param('file'));
    const profile = MERCHANTS[isMerchantCode(code) ? code : FALLBACK_MERCHANT];
    return svg(
      tileSvg({
        key: `splash${profile.code}`,
        title: pick(profile.name, parseLang(c.req.query('lang'))),
        width: 390,
        height: 844,
      }),
    );
  });
  res.get('/qr/:file', (c) => svg(qrSvg(stem(c.req.param('file')))));
  res.get('/steps/:file', (c) => {
    const name = stem(c.req.param('file'));
    if (!/^ios-[1-6]$/.test(name)) return notFound();
    return svg(
      tileSvg({ key: name, title: name.slice(4), subtitle: 'iOS', width: 270, height: 480 }),
    );
  });
  res.get('/play/:nodeId', (c) => {
    const game = catalogue.gamesByNode.get(Number(c.req.param('nodeId')));
    if (!game) return notFound();
    const lang = parseLang(c.req.query('lang'));
    const name = escapeHtml(pick(game.name, lang));
    return html(
      name,
      `<p>${escapeHtml(game.vendor)} · ${escapeHtml(game.gameType)} · ${c.req.query('mode') === 'trial' ? 'trial' : 'real'}</p>`,
      lang,
    );
  });
  res.get('/lottery/:code', (c) => {
    const lang = parseLang(c.req.query('lang'));
    const code = c.req.param('code');
    const game = catalogue.lottery.find((candidate) => candidate.gameCode === code);
    const title = game ? pick(game.name, lang) : code === 'lobby' ? 'Lottery lobby' : null;
    if (!title) return notFound();
    return html(
      escapeHtml(title),
      `<p>${escapeHtml(c.req.query('mode') ?? c.req.query('prize_mode') ?? '')}</p>`,
      lang,
    );
  });
  res.get('/chat', (c) => {
    const lang = parseLang(c.req.query('lang'));
    return html('Customer service', '<p>Sandbox chat: an agent will answer shortly.</p>', lang);
  });
  return res;
}
