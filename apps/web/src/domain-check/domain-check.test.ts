import { describe, expect, it, vi } from 'vitest';
import { checkDomains, domainOrigin, pickRandomDomains } from './domain-check';

const entries = (names: string[]) => names.map((domainName) => ({ domainName }));

describe('domain check', () => {
  it('builds origins from domain names and refuses other schemes', () => {
    expect(domainOrigin('play-a.example.com')).toBe('https://play-a.example.com');
    expect(domainOrigin('http://b.example.com/', 'https:')).toBe('http://b.example.com');
    expect(domainOrigin('javascript:alert(1)')).toBeNull();
    expect(domainOrigin('  ')).toBeNull();
  });

  it('pings at most 10 distinct random domains', async () => {
    const names = Array.from({ length: 14 }, (_, i) => `d${i}.example.com`);
    expect(new Set(pickRandomDomains(names)).size).toBe(10);
    const ping = vi.fn(() => Promise.resolve(false));
    await checkDomains(entries(names), ping);
    expect(ping).toHaveBeenCalledTimes(10);
  });

  it('takes the first domain to answer and aborts the others', async () => {
    const signals: AbortSignal[] = [];
    const ping = (origin: string, signal: AbortSignal) => {
      signals.push(signal);
      if (origin.includes('slow'))
        return new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 50));
      if (origin.includes('fast')) return Promise.resolve(true);
      return Promise.resolve(false);
    };
    await expect(
      checkDomains(entries(['down.example.com', 'slow.example.com', 'fast.example.com']), ping),
    ).resolves.toBe('https://fast.example.com');
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('fails when no domain answers or there are none', async () => {
    await expect(
      checkDomains(entries(['a.example.com', 'b.example.com']), () => Promise.resolve(false)),
    ).resolves.toBeNull();
    await expect(checkDomains([], () => Promise.resolve(true))).resolves.toBeNull();
  });
});
