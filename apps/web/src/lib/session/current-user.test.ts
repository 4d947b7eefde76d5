import type { UserResource } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { displayName, toCurrentUser } from './current-user';

const serverUser: UserResource = {
  id: 7,
  email: 'anna@example.com',
  name: 'Anna',
  last_name: 'Petrova',
  city: null,
  gender: 'F',
  phone: null,
  birthday: '01.02.1990',
  instagram_id: 'anna_p',
  disable_notification: 1,
  timezone: 'Europe/Moscow',
  locale: 'ru',
  language_code: 'es-ES',
  status: 10,
  avatar: null,
  avatar_file_id: null,
  is_require_update_password: true,
  is_require_update_profile: false,
  is_admin: false,
  app_id: null,
};

describe('toCurrentUser', () => {
  it('converts server names to client names', () => {
    const user = toCurrentUser(serverUser);
    expect(user).toMatchObject({
      id: 7,
      firstName: 'Anna',
      lastName: 'Petrova',
      instagramId: 'anna_p',
      disableNotification: true,
      languageCode: 'es',
      requiredUpdatePassword: true,
      requiredUpdateProfile: false,
      userExternalAuths: [],
    });
  });

  it('maps an unknown language code to null', () => {
    expect(toCurrentUser({ ...serverUser, language_code: 'de-DE' }).languageCode).toBeNull();
  });
});

describe('displayName', () => {
  it('is first plus last name, else the e-mail', () => {
    expect(displayName({ firstName: 'Anna', lastName: 'Petrova', email: 'a@b.c' })).toBe('Anna Petrova');
    expect(displayName({ firstName: 'Anna', lastName: null, email: 'a@b.c' })).toBe('Anna');
    expect(displayName({ firstName: ' ', lastName: null, email: 'a@b.c' })).toBe('a@b.c');
  });
});
