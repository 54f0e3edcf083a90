/**
 * A WebSocket stand-in for the run stream: the test opens it and plays the server's messages.
 * Installed with vi.stubGlobal('WebSocket', FakeWebSocket); every socket made is in `sockets`.
 */
import { act } from '@testing-library/react';
import type { RunStreamMessage } from '@core/runs';

export class FakeWebSocket {
  static readonly sockets: FakeWebSocket[] = [];
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.sockets.at(-1);
    if (!socket) throw new Error('No WebSocket was opened');
    return socket;
  }

  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeWebSocket.sockets.push(this);
  }

  close() {
    this.closed = true;
  }

  open() {
    act(() => this.onopen?.());
  }

  /** The connection errors: the page falls back to polling. */
  fail() {
    act(() => this.onerror?.());
  }

  /** The server sends one message; a closed socket hears nothing. */
  receive(message: RunStreamMessage) {
    if (this.closed) return;
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}
