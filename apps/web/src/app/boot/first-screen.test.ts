import { beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  token: null as string | null,
  courses: vi.fn(() => Promise.resolve({})),
  day: vi.fn(() => Promise.resolve({})),
  texts: vi.fn(),
}));

vi.mock('../../lib/auth/token-storage', () => ({ getToken: () => mocks.token }));
vi.mock('../../lib/i18n/i18n', () => ({ prefetchNamespaces: mocks.texts }));
vi.mock('../router/learning-routes', () => ({
  COURSES_SCREEN: { path: '/course', load: mocks.courses, namespaces: ['courses', 'learning'] },
  DAY_SCREEN: {
    path: '/course/:streamId/calendar/:dayNumber',
    load: mocks.day,
    namespaces: ['day', 'learning', 'player'],
  },
}));
// The layouts themselves are the router's business here: only which screen is asked for matters.
vi.mock('../layout/query-layout', () => ({}));
vi.mock('../layout/signed-in-layout', () => ({}));
vi.mock('../layout/plain-layout', () => ({}));
vi.mock('../../features/auth/routes/login-route', () => ({}));

const { preloadFirstScreen } = await import('./first-paint');

function openAt(path: string) {
  window.history.replaceState(null, '', path);
}

describe('preloadFirstScreen', () => {
  beforeEach(() => {
    mocks.token = null;
    mocks.courses.mockClear();
    mocks.day.mockClear();
    mocks.texts.mockClear();
  });

  it("asks a learner's courses list and its texts with the configuration (decision 138)", () => {
    mocks.token = 'token';
    openAt('/class/course');
    preloadFirstScreen('/class', 'en');
    expect(mocks.courses).toHaveBeenCalledOnce();
    expect(mocks.day).not.toHaveBeenCalled();
    expect(mocks.texts).toHaveBeenCalledWith('en', ['courses', 'learning']);
  });

  it("asks a learner's day and its texts", () => {
    mocks.token = 'token';
    openAt('/class/course/12/calendar/3');
    preloadFirstScreen('/class', 'ru');
    expect(mocks.day).toHaveBeenCalledOnce();
    expect(mocks.courses).not.toHaveBeenCalled();
    expect(mocks.texts).toHaveBeenCalledWith('ru', ['day', 'learning', 'player']);
  });

  it('asks no screen for another path, nor the learning screens for a guest', () => {
    mocks.token = 'token';
    openAt('/class/profile');
    preloadFirstScreen('/class', 'ru');
    mocks.token = null;
    openAt('/class/course');
    preloadFirstScreen('/class', 'ru');
    expect(mocks.courses).not.toHaveBeenCalled();
    expect(mocks.day).not.toHaveBeenCalled();
    expect(mocks.texts).not.toHaveBeenCalled();
  });

  it("asks a guest's sign-in texts at the sign-in path", () => {
    openAt('/class/');
    preloadFirstScreen('/class', 'es');
    expect(mocks.texts).toHaveBeenCalledWith('es', ['auth']);
  });
});
