import { userResource } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  const a = await addSchool(t.db, 'school-a.test');
  const user = await addUser(t.db, a.project.id, 'olga@example.com', 'secret-pass', {
    isRequireUpdateProfile: true,
    city: 'Kazan',
  });
  userId = user.id;
  token = await signIn(t.call, 'school-a.test', 'olga@example.com');
});
afterAll(() => t.close());

const saveProfile = (payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/spa/api/v1/user?lang=en', token, payload });

/** A multipart/form-data body of text fields, as the app's FormData sends it. */
function formData(fields: Record<string, string>) {
  const boundary = '----profile-form';
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return {
    payload: `${body}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('POST /user', () => {
  it('saves the fields sent (multipart) in server names, leaves the others, and answers the user', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/spa/api/v1/user?lang=en',
      token,
      ...formData({
        name: 'Olga',
        gender: 'F',
        phone: '+7 (912) 345-67-89',
        birthday: '29.02.2000',
        instagram_id: 'olga.fit_2000',
        disable_notification: '1',
        timezone: 'Europe/Moscow',
        language_code: 'es-ES',
      }),
    });
    expect(res.statusCode).toBe(200);
    const user = userResource.parse(res.json());
    expect(user).toMatchObject({
      name: 'Olga',
      city: 'Kazan',
      gender: 'F',
      phone: '+79123456789',
      birthday: '29.02.2000',
      instagram_id: 'olga.fit_2000',
      disable_notification: 1,
      timezone: 'Europe/Moscow',
      language_code: 'es-ES',
      // Only the name is filled: the forced profile flow goes on (decision 030).
      is_require_update_profile: true,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row?.birthday).toBe('2000-02-29');
  });

  it('clears the forced profile update once name and last name are filled; GET /user shows it at once', async () => {
    const res = await saveProfile({ last_name: 'Ivanova' });
    expect(res.json()).toMatchObject({
      name: 'Olga',
      last_name: 'Ivanova',
      is_require_update_profile: false,
    });
    const again = await t.call({ method: 'GET', url: '/spa/api/v1/user', token });
    expect(again.json()).toMatchObject({ last_name: 'Ivanova', is_require_update_profile: false });
  });

  it('clears a field sent empty', async () => {
    const res = await saveProfile({ instagram_id: '', birthday: '', city: '' });
    expect(res.json()).toMatchObject({ instagram_id: null, birthday: null, city: null, name: 'Olga' });
  });

  it('drops fields it does not own: no e-mail, status or admin flag through this call', async () => {
    const res = await saveProfile({ email: 'evil@example.com', status: 40, is_admin: 1, name: 'Olga' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ email: 'olga@example.com', status: 10, isAdmin: false });
  });

  it.each([
    ['instagram_id', 'username'],
    ['instagram_id', 'USERNAME'],
    ['instagram_id', '.olga'],
    ['instagram_id', 'olga.'],
    ['instagram_id', 'ol..ga'],
    ['instagram_id', 'ольга'],
    ['instagram_id', 'olga-fit'],
    ['instagram_id', 'a'.repeat(31)],
    ['birthday', '31.02.2000'],
    ['birthday', '1.2.2000'],
    ['birthday', '2000-02-01'],
    ['phone', '12345'],
    ['phone', '+0123456789'],
    ['phone', 'call me'],
    ['gender', 'X'],
    ['language_code', 'de-DE'],
    ['timezone', 'Mars/Olympus'],
    ['disable_notification', '2'],
  ])('refuses %s = %j with 422 naming the field, and changes nothing', async (field, value) => {
    const before = (await t.call({ method: 'GET', url: '/spa/api/v1/user', token })).json();
    const res = await saveProfile({ [field]: value, name: 'Changed' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field, message: expect.any(String) }]);
    expect((await t.call({ method: 'GET', url: '/spa/api/v1/user', token })).json()).toEqual(before);
  });

  it('accepts the edges of the rules', async () => {
    const res = await saveProfile({
      instagram_id: `_${'a'.repeat(28)}_`,
      birthday: '01.01.1950',
      phone: '+12025550123',
    });
    expect(res.statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const res = await t.call({ method: 'POST', url: '/spa/api/v1/user', payload: { name: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /user/notification', () => {
  it('switches notifications off and on (1/0)', async () => {
    const off = await t.call({
      method: 'POST',
      url: '/spa/api/v1/user/notification',
      token,
      payload: { disable_notification: 1 },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().disable_notification).toBe(1);
    const on = await t.call({
      method: 'POST',
      url: '/spa/api/v1/user/notification',
      token,
      payload: { disable_notification: '0' },
    });
    expect(on.json().disable_notification).toBe(0);
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row?.disableNotification).toBe(false);
  });

  it('refuses anything but 0 or 1', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/spa/api/v1/user/notification',
      token,
      payload: { disable_notification: 'yes' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field: 'disable_notification', message: expect.any(String) }]);
  });
});
