import { AVATAR_MAX_BYTES } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { avatarProblem, checkAvatarFile } from './use-change-avatar';

describe('checkAvatarFile (decision 030 limits)', () => {
  it('takes JPEG, PNG and WebP up to the limit', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp', size: 1 })).toBeNull();
    // The server reads the type from the bytes when the browser could not tell it.
    expect(checkAvatarFile({ type: '', size: 1 })).toBeNull();
  });

  it('refuses other types and bigger files', () => {
    expect(checkAvatarFile({ type: 'image/gif', size: 1 })).toEqual({ kind: 'wrong-type' });
    expect(checkAvatarFile({ type: 'text/plain', size: 1 })).toEqual({ kind: 'wrong-type' });
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toEqual({ kind: 'too-big' });
  });
});

describe('avatarProblem', () => {
  it('maps the server refusals', () => {
    expect(avatarProblem(new ApiError(413, { message: 'Too large' }))).toEqual({ kind: 'too-big' });
    expect(avatarProblem(new ApiError(415, null))).toEqual({ kind: 'wrong-type' });
    expect(avatarProblem(new ApiError(422, [{ field: 'file', message: 'Not an image.' }]))).toEqual({
      kind: 'wrong-type',
      message: 'Not an image.',
    });
    expect(avatarProblem(new ApiError(500, null))).toEqual({ kind: 'failed' });
    expect(avatarProblem(new TypeError('offline'))).toEqual({ kind: 'failed' });
  });
});
