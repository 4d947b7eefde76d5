import { describe, expect, it } from 'vitest';
import { navigationFor, STAFF_SCREENS, screensFor } from './routes';

describe('the desk screens by role', () => {
  it('shows the team to administrators only; the desk and ratings to every staff member', () => {
    const paths = (list: readonly { path: string }[]) => list.map((screen) => screen.path);
    expect(paths(navigationFor('expert'))).toContain('desk');
    expect(paths(navigationFor('expert'))).toContain('ratings');
    expect(paths(navigationFor('expert'))).not.toContain('team');
    expect(paths(navigationFor('admin'))).toContain('team');
    // Payments (decision 064): administrators only, its sections reachable but not in the navigation.
    expect(paths(navigationFor('admin'))).toContain('payments');
    expect(paths(screensFor('expert'))).not.toContain('payments');
    expect(paths(screensFor('expert'))).not.toContain('payments/:section');
    // The referral programme (issue 15): administrators only.
    expect(paths(navigationFor('admin'))).toContain('referral');
    expect(paths(screensFor('expert'))).not.toContain('referral');
    expect(paths(screensFor('expert'))).not.toContain('referral/:section');
    // Detail screens are reachable but not in the navigation.
    expect(paths(screensFor('expert'))).toContain('desk/:chatId');
    expect(paths(navigationFor('expert'))).not.toContain('desk/:chatId');
  });

  it('has one entry per path', () => {
    const paths = STAFF_SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
