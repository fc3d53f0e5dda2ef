import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_CLOSE_RECONNECT_MAX_MS, reconnectAfterServerClose } from '../../src/realtime/socket';
import { FakeSocket } from './fake-socket';

class ClosableSocket extends FakeSocket {
  readonly connect = vi.fn(() => {
    this.reconnect();
    return this;
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectAfterServerClose', () => {
  it('connects again within a few seconds after the gateway closed the connection itself', () => {
    const socket = new ClosableSocket();
    reconnectAfterServerClose(socket, () => 1);
    socket.connected = false;
    socket.fire('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(SERVER_CLOSE_RECONNECT_MAX_MS - 1);
    expect(socket.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('leaves a lost connection to socket.io’s own reconnection', () => {
    const socket = new ClosableSocket();
    reconnectAfterServerClose(socket, () => 0);
    socket.drop();
    vi.advanceTimersByTime(SERVER_CLOSE_RECONNECT_MAX_MS);
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it('stops when told to', () => {
    const socket = new ClosableSocket();
    const stop = reconnectAfterServerClose(socket, () => 0);
    socket.connected = false;
    socket.fire('disconnect', 'io server disconnect');
    stop();
    vi.advanceTimersByTime(SERVER_CLOSE_RECONNECT_MAX_MS);
    expect(socket.connect).not.toHaveBeenCalled();
    expect(socket.listenerCount('disconnect')).toBe(0);
  });
});
