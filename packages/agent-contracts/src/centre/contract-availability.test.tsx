import { setupSandbox } from '@site/feature-testing/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentContractsFeature } from '../feature';
import { renderContracts, signedInStore } from '../test/agent';

setupSandbox();

/** Renders every contract page's loaded `useAvailable` hook as `id=answer`. */
async function renderAvailability(username: string) {
  const pages = [...agentContractsFeature.agentCentre, ...agentContractsFeature.memberCentre];
  const hooks = await Promise.all(
    pages.map(async (page) => ({
      id: page.id,
      useAvailable: (await page.available!()).useAvailable,
    })),
  );
  function Probe({ id, useAvailable }: (typeof hooks)[number]) {
    return <li>{`${id}=${String(useAvailable())}`}</li>;
  }
  const store = await signedInStore(username);
  await renderContracts(
    <ul>
      {hooks.map((hook) => (
        <Probe key={hook.id} {...hook} />
      ))}
    </ul>,
    store,
  );
  return hooks.map((hook) => hook.id);
}

describe('contract pages are available only when the consolidated information holds their kind (section 4, ADR 0199)', () => {
  it('agent00, who holds contracts of all four kinds (dividend ones A and V among them), has every page', async () => {
    const ids = await renderAvailability('agent00');
    for (const id of ids) expect(await screen.findByText(`${id}=true`)).toBeInTheDocument();
  });

  it('player01, whose consolidated information holds no entries, has none', async () => {
    const ids = await renderAvailability('player01');
    for (const id of ids) expect(await screen.findByText(`${id}=false`)).toBeInTheDocument();
  });

  it('answers undefined until the data has arrived', async () => {
    const ids = await renderAvailability('agent00');
    expect(screen.getByText(`${ids[0]}=undefined`)).toBeInTheDocument();
  });
});
