import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireOrder, wireService } from '../../../lib/payments/test-data';
import { answerFetch, firstCall } from '../../../test/answer-fetch';
import { extendStream } from './extend-stream';
import { getCourseOffers } from './get-course-offers';
import { getExtendOffers } from './get-extend-offers';

afterEach(() => vi.unstubAllGlobals());

const answer = answerFetch;
const call = firstCall;

describe('getExtendOffers (spec 02 §3 Extend offer, §7)', () => {
  it('refuses without a stream, calling nothing', async () => {
    const fetch = answer([]);
    await expect(getExtendOffers(0)).rejects.toThrow('streamId must be set');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks GET /extend/{streamId} and converts the offers', async () => {
    const fetch = answer([
      {
        id: 7,
        stream_id: 5,
        type_code: 'course_subscription',
        course_service_id: 7,
        course_service: wireService(),
      },
    ]);
    const offers = await getExtendOffers(5);
    expect(call(fetch)[0]).toMatch(/\/spa\/api\/v1\/extend\/5\?lang=/);
    expect(offers).toEqual([
      expect.objectContaining({ id: 7, streamId: 5, typeCode: 'course_subscription', serviceId: 7 }),
    ]);
    expect(offers[0]?.service).toMatchObject({ price: 150000, durationDays: 30 });
  });
});

describe('getCourseOffers (spec 02 §3 Course offer)', () => {
  it('asks by courseId, turns course_service into serviceId, keeps the images, by numeric sort', async () => {
    const offer = (id: number, sort: number) => ({
      id,
      course_id: 3,
      course_offer_relation_type_id: 1,
      type: 1,
      title: `Offer ${id}`,
      description: null,
      course_service: 7,
      service: wireService(),
      images_files: { large: '/v/l.jpg', medium: '/v/m.jpg', small: '/v/s.jpg' },
      sort,
    });
    const fetch = answer([offer(1, 10), offer(2, 2)]);
    const offers = await getCourseOffers(3);
    expect(call(fetch)[0]).toMatch(/\/course-offer\/find\?courseId=3&lang=/);
    expect(offers.map((o) => o.id)).toEqual([2, 1]);
    expect(offers[0]).toMatchObject({ serviceId: 7, relationTypeId: 1, images: { medium: '/v/m.jpg' } });
  });
});

describe('extendStream (spec 02 §7: phone, name, email, promocode)', () => {
  it('refuses without the ids, calling nothing', async () => {
    const fetch = answer({});
    const contact = { name: '', phone: '', email: '' };
    await expect(extendStream(0, 7, contact, null)).rejects.toThrow('StreamId must be set');
    await expect(extendStream(5, 0, contact, null)).rejects.toThrow('ServiceId must be set');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the contact and the checked code, and answers the order', async () => {
    const fetch = answer(wireOrder({ kind: 'extend', user_course_stream_id: 5 }));
    const order = await extendStream(
      5,
      7,
      { name: ' Anna ', phone: '+34 600 000 000', email: 'Anna@School.test' },
      'SPRING',
    );
    const [url, init] = call(fetch);
    expect(url).toMatch(/\/spa\/api\/v1\/extend\/5\/course-service\/7\?lang=/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Anna',
      phone: '+34 600 000 000',
      email: 'anna@school.test',
      promocode: 'SPRING',
    });
    expect(order).toMatchObject({ kind: 'extend', streamId: 5 });
  });

  it('leaves out empty fields and a code that was not accepted', async () => {
    const fetch = answer(wireOrder());
    await extendStream(5, 7, { name: '', phone: ' ', email: 'a@b.co' }, null);
    expect(JSON.parse(String(call(fetch)[1].body))).toEqual({ email: 'a@b.co' });
  });
});
