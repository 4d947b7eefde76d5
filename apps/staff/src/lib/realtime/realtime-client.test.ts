import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRealtimeMessage } from './parse-event';
import { connectRealtime, type SocketLike } from './realtime-client';

afterEach(() => vi.useRealTimers());

class FakeSocket implements SocketLike {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;
  constructor(
    readonly uri: string,
    readonly protocols: string[],
  ) {}
  close() {
    this.closed = true;
  }
  send(event: string, data: unknown) {
    this.onmessage?.({ data: JSON.stringify({ event, data }) });
  }
}

describe('the desk socket', () => {
  it('passes the chat events on and ignores anything else', () => {
    expect(parseRealtimeMessage(JSON.stringify({ event: 'chat_message', data: { chat_id: 1 } }))).toEqual({
      event: 'chat_message',
      data: { chat_id: 1 },
    });
    expect(
      parseRealtimeMessage(JSON.stringify({ event: 'chat_consultation', data: { chat_id: 2 } }))?.event,
    ).toBe('chat_consultation');
    expect(parseRealtimeMessage(JSON.stringify({ event: 'unknown', data: {} }))).toBeNull();
    expect(parseRealtimeMessage(JSON.stringify({ event: 'chat_message', data: null }))).toBeNull();
    expect(parseRealtimeMessage('not json')).toBeNull();
    expect(parseRealtimeMessage(42)).toBeNull();
  });

  it('sends the token as subprotocols, reconnects after a loss and says so; 4001 ends it for good', () => {
    vi.useFakeTimers();
    const sockets: FakeSocket[] = [];
    const events: string[] = [];
    const reconnected = vi.fn();
    const revoked = vi.fn();
    connectRealtime({
      uri: 'ws://school/ws',
      token: 'tok',
      onEvent: (event) => events.push(event.event),
      onReconnected: reconnected,
      onRevoked: revoked,
      retryDelaysMs: [10],
      createSocket: (uri, protocols) => {
        const socket = new FakeSocket(uri, protocols);
        sockets.push(socket);
        return socket;
      },
    });
    expect(sockets[0]!.protocols).toEqual(['bearer', 'tok']);
    sockets[0]!.send('ready', { userId: 1 });
    sockets[0]!.send('chat_message', { chat_id: 1 });
    expect(reconnected).not.toHaveBeenCalled();

    sockets[0]!.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(10);
    expect(sockets).toHaveLength(2);
    sockets[1]!.send('ready', { userId: 1 });
    expect(reconnected).toHaveBeenCalledOnce();

    sockets[1]!.onclose?.({ code: 4001 });
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(2);
    expect(revoked).toHaveBeenCalledOnce();
    expect(events).toEqual(['ready', 'chat_message', 'ready']);
  });
});
