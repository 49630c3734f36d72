import {
  selectIsAgent,
  selectLoggedIn,
  selectMemberInfo,
  selectSiteSettings,
  selectSiteTemplates,
  selectWhitelabelTree,
  type SiteRootState,
} from '@site/api-core';
import type { GateContext, HomeSection, RouteModule } from '@site/feature-api';
import { mergeSiteTheme, resolveFlags, templatesFromServer, type SiteTheme } from '@site/theme';
import { buildGateContext } from '../access/gate-context';
import { shownHomeSections } from './compose-site';
import { loadModule } from './loaded-modules';

/** The section at the top of the home page: the first that `HomePage` shows. */
export function firstHomeSection(
  sections: readonly HomeSection[],
  templateOrder: readonly string[],
  gate: GateContext,
): HomeSection | undefined {
  return shownHomeSections(sections, templateOrder, gate)[0];
}

/**
 * The gate context and the section order as start-up leaves them (ADR 0205): the theme under the
 * server's templates and whitelabel tree, and the member restored from the token. Data that
 * arrives later (available promotions, the rebate) reads as absent, so a section gated on it is
 * not picked: its own render asks for its data, as it did before.
 */
export function homeAtStartUp(
  theme: SiteTheme,
  state: SiteRootState,
): { templateOrder: readonly string[]; gate: GateContext } {
  const merged = mergeSiteTheme(theme, templatesFromServer(selectSiteTemplates(state).value));
  const flags = resolveFlags(theme.flags, selectWhitelabelTree(state));
  const gate = buildGateContext(
    {
      loggedIn: selectLoggedIn(state),
      isAgent: selectIsAgent(state),
      memberInfo: selectMemberInfo(state),
      availablePromo: null,
      hasRebate: false,
      settings: selectSiteSettings(state).raw,
    },
    flags,
  );
  return { templateOrder: merged.templates.homeSections, gate };
}

/**
 * The module of the home page's first section, once start-up has ended (its chunk is already on
 * its way: `warmRoute` started every section's), for its `prefetch`; undefined when no section
 * shows.
 */
export function firstHomeSectionModule(
  sections: readonly HomeSection[],
  theme: SiteTheme,
  state: SiteRootState,
): Promise<RouteModule | undefined> {
  const { templateOrder, gate } = homeAtStartUp(theme, state);
  const section = firstHomeSection(sections, templateOrder, gate);
  return section ? loadModule(section, section.lazy) : Promise.resolve(undefined);
}
