/**
 * The start address of a social flow (spec 01 §7): the configured login or link address
 * with where to come back, and for a link the learner's token.
 */
export function socialStartUrl(
  address: string,
  params: { successUrl: string; cancelUrl: string; token?: string; appType?: 'web' | 'mobile' },
): string {
  const url = new URL(address, window.location.href);
  if (params.token) url.searchParams.set('token', params.token);
  url.searchParams.set('successUrl', params.successUrl);
  url.searchParams.set('cancelUrl', params.cancelUrl);
  if (params.appType === 'mobile') url.searchParams.set('appType', 'mobile');
  return url.toString();
}

/** An absolute address of an app path, for the provider to send the browser back to. */
export function appAddress(path: string, basename: string, hashHistory: boolean): string {
  const { origin, pathname } = window.location;
  return hashHistory ? `${origin}${pathname}#${path}` : `${origin}${basename}${path}`;
}
