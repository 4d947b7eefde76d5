import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
} from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createHashHistory as createHashHistory,
  Router,
} from 'react-router';

type History = ReturnType<typeof createBrowserHistory>;

/**
 * Browser history under the router base on the web; hash history in the mobile shell (spec 01 §2).
 * The build constant itself (not lib/env's APP_TYPE, folded only after tree-shaking) lets the
 * web build leave the hash history out of the vendor chunk (decision 005).
 */
const createHistory = (): History =>
  import.meta.env.VITE_APP_TYPE === 'mobile'
    ? createHashHistory({ v5Compat: true })
    : createBrowserHistory({ v5Compat: true });

const NavigationPending = createContext(false);

/**
 * True while a navigation's screen is not on the page yet: the address has changed, and the
 * screen being left stays until the next one's guard, chunk and texts are ready (decision 147).
 */
export const useNavigationPending = (): boolean => useContext(NavigationPending);

/**
 * React Router's BrowserRouter (or HashRouter), with the transition it starts for each change of
 * address kept here, so the layouts can tell that the screen on the page is the one being left.
 */
export function AppRouter({ basename, children }: { basename: string; children: ReactNode }) {
  const history = useRef<History | null>(null);
  history.current ??= createHistory();
  const [state, setState] = useState({ action: history.current.action, location: history.current.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.current?.listen((update) => startTransition(() => setState(update))), []);
  return (
    <NavigationPending.Provider value={pending}>
      <Router
        basename={basename}
        navigator={history.current}
        location={state.location}
        navigationType={state.action}
      >
        {children}
      </Router>
    </NavigationPending.Provider>
  );
}
