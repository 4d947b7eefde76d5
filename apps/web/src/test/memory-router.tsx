import { act, render } from '@testing-library/react';
import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import {
  MemoryRouter,
  type NavigateFunction,
  type RouteObject,
  useHref,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router';

/**
 * What a test reads of the router and does with it, as the data router's `router` object offered:
 * the settled location (its pathname with the router base, as the address bar shows it) and
 * navigate.
 */
export interface TestRouter {
  state: { location: { pathname: string; search: string } };
  navigate: NavigateFunction;
}

export function testRouter(): TestRouter {
  return {
    state: { location: { pathname: '', search: '' } },
    navigate: () => {
      throw new Error('the router is not rendered yet');
    },
  };
}

/** Keeps `router` up to date with the committed location; inside a router. */
export function RouterProbe({ router }: { router: TestRouter }) {
  const location = useLocation();
  const pathname = useHref({ pathname: location.pathname });
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.state = { location: { pathname, search: location.search } };
    router.navigate = navigate;
  });
  return null;
}

/**
 * A route table as `<Routes>` renders it, inside a router (MemoryRouter), waiting without a
 * fallback while a screen suspends; `router` follows the location.
 */
export function TestRoutes({ routes, router }: { routes: RouteObject[]; router?: TestRouter }) {
  return (
    <>
      {router && <RouterProbe router={router} />}
      <Suspense fallback={null}>{useRoutes(routes)}</Suspense>
    </>
  );
}

/**
 * `ui` (the app's routes) in a memory router, awaited: a screen that suspends when it first
 * renders in a synchronous act() is not tried again.
 */
export async function renderInMemoryRouter(
  ui: ReactNode,
  options: { initialEntries: string[]; basename?: string; wrap?: (tree: ReactNode) => ReactNode },
): Promise<TestRouter> {
  const router = testRouter();
  const tree = (
    <MemoryRouter basename={options.basename} initialEntries={options.initialEntries}>
      <RouterProbe router={router} />
      {ui}
    </MemoryRouter>
  );
  await act(async () => {
    render(options.wrap ? options.wrap(tree) : tree);
  });
  return router;
}
