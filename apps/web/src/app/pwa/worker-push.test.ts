import { chatMessagePayload, reminderPayload, videoConsultationReminderPayload } from '@cp/contract';
import { describe, expect, it, vi } from 'vitest';
import { type PushScope, registerPushHandlers } from './worker-push';

// The service worker's push handlers (sw.ts), run against a stand-in for the worker's global scope.
const SCOPE = 'https://school.test/class/';

interface FakeWindow {
  url: string;
  visibilityState?: 'visible' | 'hidden';
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function loadWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      scope: SCOPE,
      showNotification: vi.fn(async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      }),
    },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async (url: string) => ({ url })),
    },
  };
  registerPushHandlers(self as unknown as PushScope);
  const dispatch = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { self, shown, dispatch };
}

const pushEvent = (payload: unknown) => ({
  data: {
    json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
    text: () => (typeof payload === 'string' ? payload : JSON.stringify(payload)),
  },
});

const clickEvent = (data: unknown) => ({ notification: { data, close: vi.fn() } });

function openWindow(url: string, visibilityState: 'visible' | 'hidden' = 'hidden'): FakeWindow {
  const win: FakeWindow = {
    url,
    visibilityState,
    focus: vi.fn(async () => win),
    navigate: vi.fn(async (to: string) => ({ ...win, url: to })),
  };
  return win;
}

describe('service worker push handlers (sw.ts, decision 031)', () => {
  it("shows the server's reminder: its title and body, one notification per time", async () => {
    const reminder = reminderPayload.parse({
      type: 'reminder',
      title: 'Время заниматься',
      body: 'Напоминание на 08:00: продолжите курс.',
      time: '08:00',
    });
    const worker = loadWorker();
    await worker.dispatch('push', pushEvent(reminder));
    expect(worker.shown).toEqual([
      {
        title: 'Время заниматься',
        options: {
          body: 'Напоминание на 08:00: продолжите курс.',
          tag: 'reminder-08:00',
          data: { url: SCOPE },
        },
      },
    ]);
  });

  it('always shows something: text that is not JSON, an empty push', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushEvent('not json'));
    await worker.dispatch('push', { data: null });
    expect(worker.shown.map((n) => [n.title, n.options.body])).toEqual([
      ['school.test', 'not json'],
      ['school.test', ''],
    ]);
  });

  it('keeps a click inside the app: a foreign address opens the app instead', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushEvent({ title: 't', body: 'b', url: 'https://evil.test/' }));
    await worker.dispatch(
      'push',
      pushEvent({ title: 't', body: 'b', url: '/class/user/settings/reminders' }),
    );
    expect(worker.shown.map((n) => n.options.data)).toEqual([
      { url: SCOPE },
      { url: `${SCOPE}user/settings/reminders` },
    ]);
  });

  it('opens the app on click when no window shows it', async () => {
    const worker = loadWorker([openWindow('https://other.test/')]);
    const event = clickEvent({ url: SCOPE });
    await worker.dispatch('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(SCOPE);
  });

  it('focuses an open window of the app, and takes it to the address a push named', async () => {
    const app = openWindow(`${SCOPE}course`);
    const worker = loadWorker([app]);
    await worker.dispatch('notificationclick', clickEvent({ url: SCOPE }));
    expect(app.focus).toHaveBeenCalled();
    expect(app.navigate).not.toHaveBeenCalled();
    await worker.dispatch('notificationclick', clickEvent({ url: `${SCOPE}user/points` }));
    expect(app.navigate).toHaveBeenCalledWith(`${SCOPE}user/points`);
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  describe("the expert's answer (decision 056)", () => {
    const answer = chatMessagePayload.parse({
      type: 'chat_message',
      title: 'Your expert answered — Eva',
      body: 'Start with the breathing.',
      url: 'chat/12',
      chat_id: 12,
      message_id: 345,
    });

    it('shows it when the app is closed or hidden, one notification per chat, opening the chat', async () => {
      const worker = loadWorker([
        openWindow(`${SCOPE}course`, 'hidden'),
        openWindow('https://other.test/', 'visible'),
      ]);
      await worker.dispatch('push', pushEvent(answer));
      expect(worker.shown).toEqual([
        {
          title: 'Your expert answered — Eva',
          options: {
            body: 'Start with the breathing.',
            tag: 'chat-12',
            renotify: true,
            data: { url: `${SCOPE}chat/12` },
          },
        },
      ]);
      const app = openWindow(`${SCOPE}course`);
      const clicked = loadWorker([app]);
      await clicked.dispatch('notificationclick', clickEvent(worker.shown[0]!.options.data));
      expect(app.navigate).toHaveBeenCalledWith(`${SCOPE}chat/12`);
    });

    it('shows nothing while a window of the app is on screen: the live chat has it', async () => {
      const worker = loadWorker([openWindow(`${SCOPE}chat/12`, 'visible')]);
      await worker.dispatch('push', pushEvent(answer));
      expect(worker.shown).toEqual([]);
    });

    it('still shows a reminder while the app is on screen', async () => {
      const worker = loadWorker([openWindow(`${SCOPE}course`, 'visible')]);
      await worker.dispatch('push', pushEvent({ type: 'reminder', title: 't', body: 'b', time: '08:00' }));
      expect(worker.shown).toHaveLength(1);
    });
  });

  it("a video consultation's reminder (decision 142): under its tag, the new time's replacing the old", async () => {
    const reminder = (start: number, body: string) =>
      videoConsultationReminderPayload.parse({
        type: 'video_consultation_reminder',
        title: 'Video consultation soon',
        body,
        url: 'videoconsultations/7',
        tag: 'video-consultation-7',
        video_consultation_id: 7,
        start_date_time: start,
      });
    // Shown even with the app on screen: nothing else there tells of it.
    const worker = loadWorker([openWindow(`${SCOPE}course`, 'visible')]);
    await worker.dispatch('push', pushEvent(reminder(1_900_000_000, 'Morning, at 10:00')));
    await worker.dispatch('push', pushEvent(reminder(1_900_086_400, 'Morning, at 10:00 the next day')));
    const shown = {
      tag: 'video-consultation-7',
      renotify: true,
      data: { url: `${SCOPE}videoconsultations/7` },
    };
    expect(worker.shown).toEqual([
      { title: 'Video consultation soon', options: { body: 'Morning, at 10:00', ...shown } },
      { title: 'Video consultation soon', options: { body: 'Morning, at 10:00 the next day', ...shown } },
    ]);
  });
});
