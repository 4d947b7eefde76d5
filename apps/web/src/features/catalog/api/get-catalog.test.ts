import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireService } from '../../../lib/payments/test-data';
import { getCatalog } from './get-catalog';

afterEach(() => vi.unstubAllGlobals());

describe('getCatalog', () => {
  it('asks GET /catalog and converts products and their services to client names', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            categories: [{ id: 2, title: 'Body', sort: 1 }],
            products: [
              {
                id: 9,
                service_id: 7,
                alias: 'yoga',
                type: 2,
                title: 'Yoga',
                description: 'Daily practice',
                author: 'Anna',
                preview: '/v/yoga.jpg',
                category_id: 2,
                service: wireService({ course_id: 3 }),
              },
            ],
            payment_mode: 'test',
            payment_ready: true,
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const catalog = await getCatalog();
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toMatch(/\/spa\/api\/v1\/catalog\?lang=/);
    expect(catalog.paymentMode).toBe('test');
    expect(catalog.paymentReady).toBe(true);
    expect(catalog.categories).toEqual([{ id: 2, title: 'Body', sort: 1 }]);
    expect(catalog.products[0]).toMatchObject({
      id: 9,
      serviceId: 7,
      type: 2,
      author: 'Anna',
      preview: '/v/yoga.jpg',
      categoryId: 2,
      service: { id: 7, courseId: 3, price: 150000, currency: 'RUB', durationDays: 30 },
    });
  });
});
