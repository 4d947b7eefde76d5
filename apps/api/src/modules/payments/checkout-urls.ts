import { schoolOrigin } from '../../lib/public-origin.js';

export interface PaymentsOptions {
  routerBase: string;
  publicUrl?: string;
  port?: number;
}

/**
 * Addresses on the school's own host, from configuration (as recovery mail builds them):
 * a provider redirects the learner there long after this request, so its Host header is
 * never trusted for them.
 */
export function checkoutUrls(host: string, opts: PaymentsOptions) {
  const origin = schoolOrigin(host, { publicUrl: opts.publicUrl, port: opts.port });
  const app = `${origin}${opts.routerBase.endsWith('/') ? opts.routerBase : `${opts.routerBase}/`}`;
  return {
    origin,
    orderPage: (orderId: number) => `${app}orders/${orderId}`,
    catalog: `${app}catalog`,
    renewal: (streamId: number) => `${app}course/${streamId}/renew`,
  };
}
