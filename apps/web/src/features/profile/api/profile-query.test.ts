import type { UserResource } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { PROFILE_EXPAND, toProfile } from './profile-query';

const wire: UserResource = {
  id: 7,
  email: 'anna@example.com',
  name: 'Anna',
  last_name: 'Smirnova',
  city: 'Kazan',
  gender: 'F',
  phone: '+79123456789',
  birthday: '01.02.1990',
  instagram_id: 'anna.s',
  disable_notification: 1,
  timezone: 'Europe/Moscow',
  locale: null,
  language_code: 'es-ES',
  status: 10,
  avatar: '/spa/api/v1/files/3?expires=1&signature=x',
  avatar_file_id: 3,
  is_require_update_password: false,
  is_require_update_profile: true,
  is_admin: false,
  app_id: null,
  scores_amount: 250,
  viewed_hours: 1.5,
  completed_courses: 2,
  completed_tasks: 4,
  viewed_lessons: 9,
  link_jumps: 3,
  user_external_auths: [{ id: 1, source: 'google' }],
};

describe('toProfile (spec 01 §3)', () => {
  it('converts server names to client names, with the statistics', () => {
    const { user, statistics } = toProfile(wire);
    expect(user).toMatchObject({
      firstName: 'Anna',
      lastName: 'Smirnova',
      instagramId: 'anna.s',
      disableNotification: true,
      languageCode: 'es',
      avatarFileId: 3,
      requiredUpdateProfile: true,
      userExternalAuths: [{ id: 1, source: 'google' }],
    });
    expect(statistics).toEqual({
      scoresAmount: 250,
      viewedHours: 1.5,
      completedCourses: 2,
      completedTasks: 4,
      viewedLessons: 9,
      referralOrders: 0,
      cashback: 0,
      discountForReferral: 0,
      linkJumps: 3,
    });
  });

  it('asks for every statistic the server offers', () => {
    expect(PROFILE_EXPAND.split(',')).toEqual(
      expect.arrayContaining(['scores_amount', 'viewed_hours', 'completed_courses', 'link_jumps']),
    );
  });
});
