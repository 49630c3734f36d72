import { MINI_GAME_SCRIPT } from '@site/sandbox-api/mini-game-script';
import type { Plugin } from 'vite';

/**
 * What the platform serves as scripts that a page loads with a `<script>` tag (so far the lottery
 * mini-game: content-and-play.md's `/mini-game/s1/minigame.js` under the `/lotto` prefix), with the
 * sandbox's own text.
 * Stories answer platform calls from the in-browser sandbox through the client's fetch, which a
 * script tag never goes through: without this the mini-game's Loaded story showed "cannot load".
 */
export const SANDBOX_SCRIPTS: Readonly<Record<string, string>> = {
  '/lotto/mini-game/s1/minigame.js': MINI_GAME_SCRIPT,
};

/** Serves SANDBOX_SCRIPTS in `storybook dev` and writes them into the static build at the same addresses. */
export function sandboxScriptsPlugin(): Plugin {
  return {
    name: 'site-sandbox-scripts',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const script = SANDBOX_SCRIPTS[request.url?.split('?')[0] ?? ''];
        if (script === undefined) {
          next();
          return;
        }
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(script);
      });
    },
    generateBundle() {
      for (const [path, source] of Object.entries(SANDBOX_SCRIPTS)) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source });
      }
    },
  };
}
