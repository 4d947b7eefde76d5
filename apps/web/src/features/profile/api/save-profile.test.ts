import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveProfile, toProfilePayload } from './save-profile';

describe('toProfilePayload (spec 01 §3)', () => {
  it('uses the server names and conversions', () => {
    expect(
      toProfilePayload({
        firstName: 'Anna',
        lastName: 'Smirnova',
        city: 'Kazan',
        gender: 'F',
        phone: '+79123456789',
        birthday: '01.02.1990',
        instagramId: 'anna.s',
        timezone: 'Europe/Moscow',
        languageCode: 'en',
        disableNotification: true,
      }),
    ).toEqual({
      name: 'Anna',
      last_name: 'Smirnova',
      city: 'Kazan',
      gender: 'F',
      phone: '+79123456789',
      birthday: '01.02.1990',
      instagram_id: 'anna.s',
      timezone: 'Europe/Moscow',
      language_code: 'en-US',
      disable_notification: '1',
    });
  });

  it('carries only the fields present; empty clears', () => {
    expect(toProfilePayload({ city: '', languageCode: 'ru' })).toEqual({ city: '', language_code: 'ru-RU' });
    expect(toProfilePayload({ languageCode: 'es', disableNotification: false })).toEqual({
      language_code: 'es-ES',
      disable_notification: '0',
    });
    expect(toProfilePayload({})).toEqual({});
  });
});

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('saveProfile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends multipart and answers the user in client names', async () => {
    const fetch = vi.fn().mockResolvedValue(
      answer(200, {
        id: 1,
        email: 'a@b.co',
        name: 'Anna',
        last_name: null,
        city: null,
        gender: null,
        phone: null,
        birthday: null,
        instagram_id: null,
        disable_notification: 0,
        timezone: null,
        locale: null,
        language_code: null,
        status: 10,
        avatar: null,
        avatar_file_id: null,
        is_require_update_password: false,
        is_require_update_profile: false,
        is_admin: false,
        app_id: null,
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const result = await saveProfile({ firstName: 'Anna' });
    expect(result).toMatchObject({ kind: 'success', user: { firstName: 'Anna' } });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/spa\/api\/v1\/user\?lang=/);
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect([...(init.body as FormData).entries()]).toEqual([['name', 'Anna']]);
  });

  it('puts 422 messages under the client fields; unknown fields apart', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        answer(422, [
          { field: 'instagram_id', message: 'Bad name.' },
          { field: 'locale', message: 'Bad locale.' },
        ]),
      ),
    );
    expect(await saveProfile({ instagramId: 'x..y' })).toEqual({
      kind: 'field-errors',
      errors: { instagramId: 'Bad name.' },
      other: ['Bad locale.'],
    });
  });

  it('reports any other failure without a message, and 429 with the server text', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(500, { message: 'boom' })));
    expect(await saveProfile({ city: 'X' })).toEqual({ kind: 'failed', message: null });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    expect(await saveProfile({ city: 'X' })).toEqual({ kind: 'failed', message: null });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(429, { message: 'Wait 5 minutes.' })));
    expect(await saveProfile({ city: 'X' })).toEqual({ kind: 'failed', message: 'Wait 5 minutes.' });
  });
});
