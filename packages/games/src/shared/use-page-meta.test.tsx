import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from './use-page-meta';

function Layout({ children }: { children: React.ReactNode }) {
  // Like the shell: writes the site name after its children mounted.
  useEffect(() => {
    document.title = 'PLAYSITE';
  }, []);
  return <>{children}</>;
}

function Page() {
  usePageMeta('Slots | PLAYSITE', 'Hundreds of slot games');
  return null;
}

describe('category pages are public and indexable: own title and meta description', () => {
  it('keeps the page title when the layout writes the site name afterwards, and restores on unmount', async () => {
    document.title = 'before';
    const { unmount } = render(
      <Layout>
        <Page />
      </Layout>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('Slots | PLAYSITE');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Hundreds of slot games',
    );
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });
});
