import { defineFeature } from '@site/feature-api';

/** Route paths the shell owns (account-access.md and content-and-play.md section 2). */
export const SHELL_PATHS = {
  home: '/',
  index: '/index',
  download: '/download',
  app: '/app',
  help: '/help',
  helpMc: '/helpmc',
  member: '/member',
  maintenance: '/maintenance',
  speedTest: '/speedtest',
  login: '/login',
  register: '/register',
} as const;

const home = () => import('./home-page').then((m) => ({ Component: m.HomePage }));

/**
 * The shell's own pages, declared like any feature's so `assertComposable` stops a feature from
 * claiming `/download` or `/help` too. The not-found page is added by the router, last.
 */
export const shellFeature = defineFeature({
  id: 'shell',
  routes: [
    { path: '', lazy: home },
    { path: 'index', lazy: home },
  ],
  flags: ['REWCEN3', 'MAILCEN', 'INBOX3', 'DEPOSIT', 'WITHDRAW', 'CREDITMAR3', 'PLYRBT', 'AGETRANSFERUP3'],
});
