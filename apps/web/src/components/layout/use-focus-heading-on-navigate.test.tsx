import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusHeadingOnNavigate } from './use-focus-heading-on-navigate';

/** A page whose heading comes when its "data" does (a button here), as a loading page's does. */
function SlowPage() {
  const [isLoaded, setIsLoaded] = useState(false);
  return (
    <>
      {isLoaded && <h1>Reports</h1>}
      <button type="button" onClick={() => setIsLoaded(true)}>
        Data arrives
      </button>
      <button type="button">Another control</button>
    </>
  );
}

function Layout({ children }: { children: React.ReactNode }) {
  useFocusHeadingOnNavigate();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/reports')}>
        Go to reports
      </button>
      <main id="main">{children}</main>
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Layout>{<h1>Home</h1>}</Layout> },
      { path: '/reports', element: <Layout>{<SlowPage />}</Layout> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

const frames = (count: number) =>
  act(async () => {
    for (let i = 0; i < count; i += 1)
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  });

describe('useFocusHeadingOnNavigate', () => {
  afterEach(cleanup);

  it('focuses the new page’s heading when it arrives after the move', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Go to reports' }));
    await screen.findByRole('button', { name: 'Data arrives' });
    await frames(2);
    fireEvent.click(screen.getByRole('button', { name: 'Data arrives' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Reports' })),
    );
  });

  it('leaves focus where the person put it with a key before the heading arrived', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Go to reports' }));
    const other = await screen.findByRole('button', { name: 'Another control' });
    other.focus();
    fireEvent.keyDown(other, { key: 'Tab' });
    fireEvent.click(screen.getByRole('button', { name: 'Data arrives' }));
    await screen.findByRole('heading', { name: 'Reports' });
    await frames(3);
    expect(document.activeElement).toBe(other);
  });
});
