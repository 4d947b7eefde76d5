import { ROUTER_BASENAME } from '../../lib/env/app-env';
import { handleUnauthorized } from '../session/unauthorized-handler';
import { type AppRouter, createAppRouter } from './create-app-router';

let router: AppRouter | null = null;

/**
 * One router per page. It is created outside React because creating it starts
 * navigation (guards, chunk loads), which must not run twice under StrictMode.
 */
export function getAppRouter(): AppRouter {
  if (!router) {
    router = createAppRouter(ROUTER_BASENAME);
    handleUnauthorized(router, ROUTER_BASENAME);
  }
  return router;
}
