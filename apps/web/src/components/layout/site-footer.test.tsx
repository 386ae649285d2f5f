import { act, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { SiteFooter } from './site-footer';

const renderFooter = () => renderAt('/', [{ path: '*', element: <SiteFooter /> }]);

/** An IntersectionObserver the test drives: `reach()` brings every observed element near the screen. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    reach: () =>
      act(() => {
        for (const callback of callbacks) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
  };
}

describe('site footer', () => {
  it('has the newsletter form', async () => {
    renderFooter();
    expect(await screen.findByRole('button', { name: 'Iscriviti' })).toBeInTheDocument();
  });

  it('loads the newsletter form only when the footer comes near the screen', async () => {
    const observer = stubIntersectionObserver();
    renderFooter();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iscriviti' })).not.toBeInTheDocument();

    observer.reach();
    expect(await screen.findByRole('button', { name: 'Iscriviti' })).toBeInTheDocument();
  });
});
