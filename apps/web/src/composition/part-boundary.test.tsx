import { createSiteI18n, registerNamespace } from '@site/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shellNamespace } from '../i18n';
import { PartBoundary } from './part-boundary';

let i18n: Awaited<ReturnType<typeof createSiteI18n>>['i18n'];
beforeAll(async () => {
  registerNamespace(shellNamespace);
  i18n = (
    await createSiteI18n({
      language: 'EN',
      storage: null,
      useSuspense: false,
      preload: ['common', 'errors', 'shell'],
    })
  ).i18n;
});
afterEach(() => vi.restoreAllMocks());

/** A part that renders its answer, and throws on a malformed one (as a decoder would). */
function Answer({ value }: { value: { count: number } | null }) {
  return <p>{value!.count} games</p>;
}

const inI18n = (node: ReactNode) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;

describe('PartBoundary (ADR 0194)', () => {
  it('renders the part while it renders', () => {
    render(inI18n(<PartBoundary name="the part">{<Answer value={{ count: 3 }} />}</PartBoundary>));
    expect(screen.getByText('3 games')).toBeInTheDocument();
  });

  it('a part that throws shows the translated notice with a retry, and the rest of the page stays', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let value: { count: number } | null = null;
    const { rerender } = render(
      inI18n(
        <>
          <h1>Lobby</h1>
          <PartBoundary name="the home section games">
            <Answer value={value} />
          </PartBoundary>
        </>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
    expect(screen.getByText('This part of the page could not be shown')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      '[site] the home section games failed to render:',
      expect.stringContaining('count'),
      expect.any(String),
    );
    value = { count: 7 };
    rerender(
      inI18n(
        <>
          <h1>Lobby</h1>
          <PartBoundary name="the home section games">
            <Answer value={value} />
          </PartBoundary>
        </>,
      ),
    );
    // Still failed until the visitor retries (or the reset key changes).
    expect(screen.queryByText('7 games')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('7 games')).toBeInTheDocument();
  });

  it('renders again when its reset key changes (another route, another centre page)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      inI18n(
        <PartBoundary name="the page /electron" resetKey="/electron">
          <Answer value={null} />
        </PartBoundary>,
      ),
    );
    expect(screen.getByText('This part of the page could not be shown')).toBeInTheDocument();
    rerender(
      inI18n(
        <PartBoundary name="the page /casino" resetKey="/casino">
          <Answer value={{ count: 2 }} />
        </PartBoundary>,
      ),
    );
    expect(screen.getByText('2 games')).toBeInTheDocument();
  });

  it('a quiet part (a widget, a dialog) shows nothing and tells its owner once', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onFailure = vi.fn();
    const { container } = render(
      inI18n(
        <PartBoundary name="the widget chat" quiet onFailure={onFailure}>
          <Answer value={null} />
        </PartBoundary>,
      ),
    );
    expect(container).toBeEmptyDOMElement();
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
