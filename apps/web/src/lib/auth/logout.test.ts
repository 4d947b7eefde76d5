import { describe, expect, it } from 'vitest';
import { queryClient } from '../query/query-client';
import { currentUserQueryKey } from '../session/current-user';
import { readStorage, writeStorage } from '../storage/storage';
import { logout } from './logout';
import { getToken, setToken } from './token-storage';

describe('logout (spec 01 §4)', () => {
  it('clears the token, the query cache, the data areas and the return URL', () => {
    setToken('t');
    queryClient.setQueryData(currentUserQueryKey, { id: 1 });
    queryClient.setQueryData(['user-course-streams'], []);
    writeStorage('cp.data.days', '[]');
    writeStorage('cp.returnUrl', '/course/1');

    logout();

    expect(getToken()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(readStorage('cp.data.days')).toBeNull();
    expect(readStorage('cp.returnUrl')).toBeNull();
  });

  it('keeps the return URL it was given', () => {
    logout({ returnUrl: '/course/5' });
    expect(readStorage('cp.returnUrl')).toBe('/course/5');
  });

  it('keeps the downloads for the learner whose session ended, and only them (issue 27)', () => {
    queryClient.setQueryData(currentUserQueryKey, { id: 7 });
    logout();
    expect(readStorage('cp.downloadsKeptFor')).toBe('7');
    // The same learner signs in again: the downloads are theirs again.
    queryClient.setQueryData(currentUserQueryKey, { id: 7 });
    expect(readStorage('cp.downloadsKeptFor')).toBeNull();
  });

  it('a sign-out by the learner keeps nothing for them', () => {
    queryClient.setQueryData(currentUserQueryKey, { id: 7 });
    logout({ reason: 'signed-out' });
    expect(readStorage('cp.downloadsKeptFor')).toBeNull();
  });

  it('another learner signing in drops what was kept for the first', () => {
    queryClient.setQueryData(currentUserQueryKey, { id: 7 });
    logout();
    queryClient.setQueryData(currentUserQueryKey, { id: 8 });
    expect(readStorage('cp.downloadsKeptFor')).toBeNull();
  });
});
