import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/**
 * The platform calls go to the sandbox API in development and preview; set SITE_API_ORIGIN to
 * point the same build at a real merchant platform.
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
    plugins: [react()],
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
    build: { target: 'es2022', sourcemap: true },
  };
});
