import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../auth/token-storage';
import { connectRealtime, parseRealtimeMessage, type SocketLike } from './realtime-client';
import { startSessionSocket, stopSessionSocket, subscribeRealtime } from './session-socket';

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  closedWith: number | null = null;
  constructor(
    readonly uri: string,
    readonly protocols: string[],
  ) {
    FakeSocket.all.push(this);
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  drop(code: number) {
    this.onclose?.({ code });
  }
}
const createSocket = (uri: string, protocols: string[]) => new FakeSocket(uri, protocols);

afterEach(() => {
  stopSessionSocket();
  FakeSocket.all = [];
  vi.useRealTimers();
});

describe('parseRealtimeMessage (decision 021)', () => {
  it('reads ready and logout events', () => {
    expect(parseRealtimeMessage('{"event":"ready","data":{"userId":7}}')).toEqual({
      event: 'ready',
      data: { userId: 7 },
    });
    for (const reason of ['other_device', 'password_changed', 'logout', 'deleted', 'expired']) {
      expect(parseRealtimeMessage(JSON.stringify({ event: 'logout', data: { reason } }))).toEqual({
        event: 'logout',
        data: { reason },
      });
    }
  });

  it('passes homework events on to the homework screens (decision 057)', () => {
    const data = { id: 3, user_course_stream_id: 5, course_id: 2, homework_id: 9, status: 'DONE' };
    expect(parseRealtimeMessage(JSON.stringify({ event: 'user_homework_status', data }))).toEqual({
      event: 'user_homework_status',
      data,
    });
    expect(parseRealtimeMessage('{"event":"user_homework_status","data":{"id":3}}')).toBeNull();
  });

  it('still ends the session for a reason it does not know', () => {
    expect(parseRealtimeMessage('{"event":"logout","data":{"reason":"new_reason"}}')).toEqual({
      event: 'logout',
      data: { reason: 'expired' },
    });
  });

  it('ignores anything else', () => {
    for (const raw of [
      'not json',
      '[]',
      'null',
      '{"event":"ready","data":{}}',
      '{"event":"chat","data":{}}',
      42,
    ]) {
      expect(parseRealtimeMessage(raw)).toBeNull();
    }
  });
});

describe('connectRealtime', () => {
  it('sends the token as subprotocols and passes events on', () => {
    const onEvent = vi.fn();
    connectRealtime({ uri: 'ws://x/ws', token: 't0k', onEvent, createSocket });
    const [socket] = FakeSocket.all;
    expect(socket?.protocols).toEqual(['bearer', 't0k']);
    socket?.receive({ event: 'ready', data: { userId: 1 } });
    socket?.receive('garbage');
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('reconnects after a lost connection, and stops for good on 4001', () => {
    vi.useFakeTimers();
    const onRevoked = vi.fn();
    connectRealtime({
      uri: 'ws://x/ws',
      token: 't',
      onEvent: vi.fn(),
      onRevoked,
      createSocket,
      retryDelaysMs: [100],
    });
    FakeSocket.all[0]?.drop(1006);
    vi.advanceTimersByTime(100);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]?.drop(4001);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(onRevoked).toHaveBeenCalledTimes(1);
  });

  it('closes without reconnecting when asked', () => {
    vi.useFakeTimers();
    const connection = connectRealtime({
      uri: 'u',
      token: 't',
      onEvent: vi.fn(),
      createSocket,
      retryDelaysMs: [10],
    });
    connection.close();
    expect(FakeSocket.all[0]?.closedWith).toBe(1000);
    vi.advanceTimersByTime(100);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('session socket (spec 01 §4 logout event)', () => {
  it('ends the session when the server says so', () => {
    setToken('mine');
    const ended = vi.fn();
    startSessionSocket('ws://x/ws', 'mine', ended, createSocket);
    FakeSocket.all[0]?.receive({ event: 'logout', data: { reason: 'other_device' } });
    expect(ended).toHaveBeenCalledWith('other_device');
  });

  it('ignores the event once this device has signed out itself', () => {
    setToken('mine');
    const ended = vi.fn();
    startSessionSocket('ws://x/ws', 'mine', ended, createSocket);
    setToken('someone-else');
    FakeSocket.all[0]?.receive({ event: 'logout', data: { reason: 'logout' } });
    expect(ended).not.toHaveBeenCalled();
  });

  it('keeps one socket per token', () => {
    startSessionSocket('ws://x/ws', 'a', vi.fn(), createSocket);
    startSessionSocket('ws://x/ws', 'a', vi.fn(), createSocket);
    expect(FakeSocket.all).toHaveLength(1);
    startSessionSocket('ws://x/ws', 'b', vi.fn(), createSocket);
    expect(FakeSocket.all).toHaveLength(2);
    expect(FakeSocket.all[0]?.closedWith).toBe(1000);
  });
});

describe('chat events of the session socket (decision 051)', () => {
  it('hands every event but logout to the screens that listen, until they stop', () => {
    setToken('tok');
    const heard: string[] = [];
    const stop = subscribeRealtime((event) => heard.push(event.event));
    startSessionSocket('ws://x/ws', 'tok', () => undefined, createSocket);
    const [socket] = FakeSocket.all;
    socket?.receive({ event: 'ready', data: { userId: 1 } });
    socket?.receive({
      event: 'chat_messages_viewed',
      data: { chat_id: 5, message_ids: [1, 2], viewed_at: 9 },
    });
    stop();
    socket?.receive({ event: 'chat_messages_viewed', data: { chat_id: 5, message_ids: [3], viewed_at: 9 } });
    expect(heard).toEqual(['ready', 'chat_messages_viewed']);
  });
});
