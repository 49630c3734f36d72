import { defineFeature } from '@site/feature-api';

const home = () => import('./home-page').then((m) => ({ Component: m.HomePage }));
const download = () =>
  import('./download/download-page').then((m) => ({ Component: m.DownloadPage }));
const help = () => import('./help/help-page').then((m) => ({ Component: m.HelpPage }));
const helpMc = () => import('./help/help-page').then((m) => ({ Component: m.HelpMcPage }));
const member = () =>
  import('./centre/member-centre-route').then((m) => ({ Component: m.MemberCentreRoute }));
const agentHome = () =>
  import('./access/agent-home-route').then((m) => ({ Component: m.AgentHomeRoute }));
const maintenance = () =>
  import('./maintenance/maintenance-page').then((m) => ({ Component: m.MaintenancePage }));
const speedTest = () =>
  import('./speed-test/speed-test-page').then((m) => ({ Component: m.SpeedTestPage }));

/**
 * The shell's own pages (`/`, `/index`, `/download`, `/app`, `/help`, `/helpmc`, `/member`,
 * `/agent`, the maintenance page and the speed test), declared like any feature's so `assertComposable` stops a
 * feature from claiming them too. The not-found page is added by the router, last.
 */
export const shellFeature = defineFeature({
  id: 'shell',
  routes: [
    { path: '', lazy: home },
    { path: 'index', lazy: home },
    { path: 'download', lazy: download },
    { path: 'app', lazy: download },
    { path: 'help', lazy: help },
    { path: 'helpmc', lazy: helpMc, layout: 'bare' },
    { path: 'member', lazy: member },
    { path: 'agent', lazy: agentHome },
    { path: 'maintenance', lazy: maintenance, layout: 'bare' },
    { path: 'speedtest', lazy: speedTest },
  ],
  flags: [
    'REWCEN3',
    'MAILCEN',
    'INBOX3',
    'DEPOSIT',
    'WITHDRAW',
    'CREDITMAR3',
    'PLYRBT',
    'MANPLAYREB3',
    'MYRBT3',
    'AGETRANSFERUP3',
    'AGEPAG',
    'AGEREGDOWN3',
    'CREATEAFF3',
    'AFFMAN3',
    'AGETEAMPNL3',
    'TEAMBETTING3',
    'AGENTRANSMULTDOWN3',
  ],
});
