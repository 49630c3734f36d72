import {
  bindLinks,
  type LinkBindings,
  type LinkRef,
  type LinkTarget,
  type SiteFeature,
} from '@site/feature-api';
import { agentFeature } from '@site/agent';
import { agentContractsFeature } from '@site/agent-contracts';
import { AUTH_DIALOGS, authFeature } from '@site/auth';
import { chatFeature } from '@site/chat';
import { gamesFeature } from '@site/games';
import { lotteryFeature } from '@site/lottery';
import { pointsFeature } from '@site/points';
import { promoFeature } from '@site/promo';
import { walletFeature } from '@site/wallet';
import type { ShellDialogRefs } from './dialogs/shell-dialogs';
import { shellFeature } from './shell-feature';

/**
 * The features this site is made of, in order: the order decides the navigation and home-section
 * ties and which feature's realtime handler runs first. Feature packages add one line here
 * (`import { authFeature } from '@site/auth'`) and bind their links in `bindSiteLinks` below.
 */
export const siteFeatures: readonly SiteFeature[] = [
  shellFeature,
  authFeature,
  gamesFeature,
  lotteryFeature,
  promoFeature,
  pointsFeature,
  agentContractsFeature,
  chatFeature,
  walletFeature,
  agentFeature,
];

/**
 * Binds every link a feature declares (`feature.links`) to a place another feature owns.
 * Example: `bindings.set(promotionsFeature.links.deposit, { kind: 'memberCentre', page: 'depositv2' })`.
 * A required link left unbound fails at start-up (see `bindLinks`).
 */
export function bindSiteLinks(bindings: Map<LinkRef, LinkTarget>): void {
  // The shell declares no links of its own; feature bindings go here.
  bindings.set(authFeature.links.customerService, { kind: 'customerService' });
  bindings.set(authFeature.links.speedTest, { kind: 'route', to: '/speedtest' });
  bindings.set(authFeature.links.appDownload, { kind: 'route', to: '/download' });
  bindings.set(authFeature.links.home, { kind: 'route', to: '/' });
  // Promo: the nine promotion redirects, the referral rule's targets and G banners.
  bindings.set(promoFeature.links.appDownload, { kind: 'route', to: '/download' });
  bindings.set(promoFeature.links.register, { kind: 'route', to: '/register' });
  bindings.set(promoFeature.links.deposit, { kind: 'memberCentre', page: 'depositv2' });
  bindings.set(promoFeature.links.rewardCenter, { kind: 'memberCentre', page: 'rewardCenter' });
  bindings.set(promoFeature.links.mission, { kind: 'memberCentre', page: 'missionLeaderboard' });
  bindings.set(promoFeature.links.referral, { kind: 'memberCentre', page: 'referral' });
  bindings.set(promoFeature.links.registerCenter, { kind: 'agentCentre', page: 'registerCenter' });
  bindings.set(promoFeature.links.member, { kind: 'route', to: '/member' });
  bindings.set(promoFeature.links.pointMarket, { kind: 'memberCentre', page: 'pointMall' });
  bindings.set(promoFeature.links.customerService, { kind: 'customerService' });
  bindings.set(promoFeature.links.launchGame, { kind: 'route', to: '/electron' });
  // Games: the lottery hall from the /lott and /elott category pages and the home tiles.
  bindings.set(gamesFeature.links.lottery, { kind: 'route', to: '/lottery' });
  bindings.set(gamesFeature.links.deposit, { kind: 'memberCentre', page: 'depositv2' });
  bindings.set(gamesFeature.links.transferFund, { kind: 'memberCentre', page: 'transferFund' });
  // Wallet: the security centre's login password opens auth's change-password dialog.
  bindings.set(walletFeature.links.changePassword, {
    kind: 'dialog',
    dialog: AUTH_DIALOGS.changePassword,
  });
  bindings.set(walletFeature.links.customerService, { kind: 'customerService' });
}

/**
 * The feature dialogs the shell opens itself, bound to the refs their owner exports (ADR 0190):
 * the header's sign-in and registration, and the error policy's second factor and account binding.
 */
export const siteDialogRefs: ShellDialogRefs = {
  login: AUTH_DIALOGS.login,
  register: AUTH_DIALOGS.register,
  secondFactor: AUTH_DIALOGS.secondFactor,
  bindAccount: AUTH_DIALOGS.bindAccount,
};

/** The bound links of the composed feature list (checked once at start-up). */
export function siteLinkBindings(features: readonly SiteFeature[] = siteFeatures): LinkBindings {
  return bindLinks(features, bindSiteLinks);
}
