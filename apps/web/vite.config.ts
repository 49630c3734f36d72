import { fileURLToPath } from 'node:url';
import { parseDomainList, siteMerchantsPlugin } from '@site/theme/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The platform calls go to the sandbox API in development and preview; set SITE_API_ORIGIN to
 * point the same build at a real merchant platform. Every theme in themes/* is built as its own
 * chunk; SITE_MERCHANT=<code> builds a one-skin site; SITE_MERCHANT_DOMAINS=host=code,... adds
 * domain mappings to those the theme packages declare.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiOrigin = env.SITE_API_ORIGIN ?? 'http://127.0.0.1:8787';
  const proxy = Object.fromEntries(
    ['/wps', '/lgw', '/lotto', '/res'].map((prefix) => [
      prefix,
      { target: apiOrigin, changeOrigin: true, ws: prefix === '/wps' },
    ]),
  );
  return {
    plugins: [
      react(),
      siteMerchantsPlugin({
        root: workspaceRoot,
        fixedMerchant: env.SITE_MERCHANT || undefined,
        domains: parseDomainList(env.SITE_MERCHANT_DOMAINS),
      }),
    ],
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
    build: { target: 'es2022', sourcemap: true },
  };
});
