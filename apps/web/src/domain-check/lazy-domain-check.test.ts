import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellServices } from '../shell/shell-services';

const services = { marker: 'services' } as unknown as ShellServices;

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('./run-domain-check');
});

describe('runDomainCheckOnDemand (ADR 0228)', () => {
  it('loads the check and answers what it found', async () => {
    const runDomainCheck = vi.fn(() => Promise.resolve('https://b.example'));
    vi.doMock('./run-domain-check', () => ({ runDomainCheck }));
    const { runDomainCheckOnDemand } = await import('./lazy-domain-check');
    await expect(runDomainCheckOnDemand(services)).resolves.toBe('https://b.example');
    expect(runDomainCheck).toHaveBeenCalledWith(services);
  });

  it('answers no domain when the check’s chunk cannot be loaded', async () => {
    vi.doMock('./run-domain-check', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { runDomainCheckOnDemand } = await import('./lazy-domain-check');
    await expect(runDomainCheckOnDemand(services)).resolves.toBeNull();
  });
});
