import { describe, expect, it } from 'vitest';
import { backTarget, type HistoryEntry, visit, wentBack } from './back-history';
import { routeName } from './route-names';

const at = (path: string): HistoryEntry => {
  const name = routeName(path);
  if (!name) throw new Error(`no route for ${path}`);
  return { name, path };
};

const walk = (...paths: string[]) => paths.reduce<HistoryEntry[]>((h, p) => visit(h, at(p)), []);

describe('back-navigation history (spec 01 §2)', () => {
  it('names the spec routes by path', () => {
    expect(routeName('/course')).toBe('courses');
    expect(routeName('/course/7/calendar')).toBe('calendar');
    expect(routeName('/course/7/calendar/3')).toBe('day');
    expect(routeName('/user/settings/reminders/new')).toBe('settingsReminderNew');
    expect(routeName('/user/settings/reminders/5')).toBe('settingsReminderUpdate');
    expect(routeName('/nowhere')).toBeNull();
  });

  it('keeps the last entry per route and no duplicate of the newest', () => {
    const history = walk('/course', '/course/7/calendar', '/course/7/calendar/1', '/course/7/calendar/2');
    expect(history.map((e) => e.path)).toEqual(['/course', '/course/7/calendar', '/course/7/calendar/2']);
    expect(visit(history, at('/course/7/calendar/2'))).toEqual(history);
  });

  it('goes back through the group, newest first, then to its fallback', () => {
    let history = walk('/course', '/course/7/calendar', '/course/7/calendar/2');
    expect(backTarget(history, at('/course/7/calendar/2'))).toBe('/course/7/calendar');
    history = wentBack(history, at('/course/7/calendar'));
    expect(backTarget(history, at('/course/7/calendar'))).toBe('/course');
    history = wentBack(history, at('/course'));
    // The group's root has nowhere to go back to.
    expect(backTarget(history, at('/course'))).toBeNull();
  });

  it('names the chat screens by the spec paths and falls back to the chat list (spec 02 §2)', () => {
    expect(routeName('/chat')).toBe('chats');
    expect(routeName('/chat/12')).toBe('chat');
    expect(routeName('/chats')).toBeNull();
    expect(backTarget(walk('/course', '/chat/12'), at('/chat/12'))).toBe('/chat');
    expect(backTarget(walk('/chat', '/chat/12'), at('/chat/12'))).toBe('/chat');
    expect(backTarget(walk('/chat'), at('/chat'))).toBeNull();
  });

  it('names the homework screens by the spec paths and falls back to the list (spec 02 §2)', () => {
    expect(routeName('/homework')).toBe('tasks');
    expect(routeName('/homework/7/31')).toBe('task');
    expect(routeName('/homeworks')).toBeNull();
    expect(backTarget(walk('/course', '/homework/7/31'), at('/homework/7/31'))).toBe('/homework');
    expect(backTarget(walk('/homework', '/homework/7/31'), at('/homework/7/31'))).toBe('/homework');
    expect(backTarget(walk('/homework'), at('/homework'))).toBeNull();
  });

  it('stays inside the group: a profile screen does not go back to a day', () => {
    const history = walk('/course/7/calendar/2', '/user/settings', '/user/settings/password');
    expect(backTarget(history, at('/user/settings/password'))).toBe('/user/settings');
    const fresh = walk('/course/7/calendar/2', '/user/settings/password');
    expect(backTarget(fresh, at('/user/settings/password'))).toBe('/user');
  });

  it('falls back to the group fallback without history (a link opened directly)', () => {
    expect(backTarget([], at('/course/7/calendar/2'))).toBe('/course');
    expect(backTarget([], at('/user/points/history'))).toBe('/user');
    expect(backTarget([], at('/support'))).toBeNull();
  });

  it('going back to a screen no longer held starts again from it', () => {
    const history = walk('/user/settings/password');
    expect(wentBack(history, at('/user')).map((e) => e.path)).toEqual(['/user']);
  });
});
