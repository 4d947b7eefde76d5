import type { RouteObject } from 'react-router';

/** The account area's signed-in screens of spec 01 §2: support centre, banner catalogue and community. Each its own lazy chunk. */
export function supportRoutes(): RouteObject[] {
  return [];
}
