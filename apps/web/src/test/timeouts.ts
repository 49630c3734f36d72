/**
 * How long a unit test waits for the whole composed site to show something (`findBy*`,
 * `waitFor`). A first whole-site render in jsdom transforms the lazy routes and on-demand parts
 * on first import; on a loaded 2-core CI machine that took more than 10 s (the project's CI of
 * stop 30). A test still fails when what it waits for never appears, only later.
 */
export const SITE_RENDER_TIMEOUT = 20_000;

/** A whole-site test's own limit: a few such waits in a row. */
export const SITE_TEST_TIMEOUT = 60_000;
