import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { interpretLoginFailure } from './login';

describe('interpretLoginFailure', () => {
  it('reads auth-style field errors of a 422', () => {
    const error = new ApiError(422, {
      success: false,
      errors: { email: ['Email is not a valid email address.'] },
    });
    expect(interpretLoginFailure(error)).toEqual({
      kind: 'field-errors',
      errors: { email: ['Email is not a valid email address.'] },
    });
  });

  it('reads Yii-style field lists', () => {
    const error = new ApiError(422, [
      { field: 'password', message: 'Password cannot be blank.' },
      { field: 'password', message: 'Too short.' },
    ]);
    expect(interpretLoginFailure(error)).toEqual({
      kind: 'field-errors',
      errors: { password: ['Password cannot be blank.', 'Too short.'] },
    });
  });

  it('shows the server message of a 429', () => {
    const error = new ApiError(429, {
      name: 'Too Many Requests',
      message: 'Too many attempts.',
      code: 0,
      status: 429,
    });
    expect(interpretLoginFailure(error)).toEqual({ kind: 'failed', message: 'Too many attempts.' });
  });

  it('shows the server message of a 503 (too busy to check a password now)', () => {
    const error = new ApiError(503, {
      name: 'Service Unavailable',
      message: 'Too many sign-ins right now. Try again in a few seconds.',
      code: 0,
      status: 503,
    });
    expect(interpretLoginFailure(error)).toEqual({
      kind: 'failed',
      message: 'Too many sign-ins right now. Try again in a few seconds.',
    });
  });

  it('falls back to the generic failure for anything else', () => {
    expect(
      interpretLoginFailure(new ApiError(500, { name: 'Error', message: 'boom', code: 0, status: 500 })),
    ).toEqual({ kind: 'failed', message: null });
    expect(interpretLoginFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'failed',
      message: null,
    });
  });
});
