import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { Link, useRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRouter, useNavigationPending } from './app-router';

function Main({ children }: { children: React.ReactNode }) {
  const pending = useNavigationPending();
  return <main data-pending={pending || undefined}>{children}</main>;
}

/** A screen whose chunk arrives when the test says so. */
function deferredScreen() {
  let arrive: (chunk: { default: () => React.JSX.Element }) => void = () => {};
  const chunk = new Promise<{ default: () => React.JSX.Element }>((resolve) => {
    arrive = resolve;
  });
  const Screen = lazy(() => chunk);
  return { Screen, arrive: () => arrive({ default: () => <h1>Chats</h1> }) };
}

function Routes({ Chats }: { Chats: React.ComponentType }) {
  return useRoutes([
    {
      path: '/',
      element: (
        <>
          <h1>Courses</h1>
          <Link to="/chat">Chat</Link>
        </>
      ),
    },
    { path: '/chat', element: <Chats /> },
  ]);
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('AppRouter', () => {
  it('says the screen on the page is the one being left until the next one is ready', async () => {
    const chats = deferredScreen();
    render(
      <AppRouter basename="/">
        <Suspense fallback={<p>loading</p>}>
          <Main>
            <Routes Chats={chats.Screen} />
          </Main>
        </Suspense>
      </AppRouter>,
    );
    const main = screen.getByRole('main');
    expect(main).not.toHaveAttribute('data-pending');

    await act(async () => screen.getByRole('link', { name: 'Chat' }).click());
    // The address has changed; the courses stay on the page (no fallback), marked as being left.
    expect(window.location.pathname).toBe('/chat');
    expect(screen.getByRole('heading', { name: 'Courses' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(main).toHaveAttribute('data-pending', 'true');

    await act(async () => chats.arrive());
    expect(await screen.findByRole('heading', { name: 'Chats' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('data-pending');
  });

  it('follows Back as the browser reports it', async () => {
    const chats = deferredScreen();
    chats.arrive();
    render(
      <AppRouter basename="/">
        <Suspense fallback={<p>loading</p>}>
          <Routes Chats={chats.Screen} />
        </Suspense>
      </AppRouter>,
    );
    await act(async () => screen.getByRole('link', { name: 'Chat' }).click());
    expect(await screen.findByRole('heading', { name: 'Chats' })).toBeInTheDocument();
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
  });
});
