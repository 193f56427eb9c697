import { describe, expect, it } from 'vitest';
import { defaultFeedLimits, FeedConnection, type FeedSocket } from './connection.ts';

function fakeSocket(bufferedAmount = 0) {
  const socket = {
    readyState: 1,
    bufferedAmount,
    sent: [] as string[],
    closedWith: undefined as number | undefined,
    send(data: string) {
      this.sent.push(data);
    },
    close(code?: number) {
      this.closedWith = code;
      this.readyState = 2;
    },
    terminate() {
      this.readyState = 3;
    },
  };
  return socket satisfies FeedSocket;
}

describe('FeedConnection', () => {
  it('serves 50 frames a second, refuses the next 50, then closes', () => {
    const connection = new FeedConnection(fakeSocket(), 'spot', defaultFeedLimits);
    const verdicts = Array.from({ length: 101 }, () => connection.admit(10_000));
    expect(verdicts.filter((v) => v === 'serve')).toHaveLength(50);
    expect(verdicts.filter((v) => v === 'refuse')).toHaveLength(50);
    expect(verdicts[100]).toBe('close');
    expect(connection.admit(11_000)).toBe('serve');
  });

  it('drops a client that does not read, with 1013, instead of buffering for it', () => {
    const socket = fakeSocket(defaultFeedLimits.slowConsumerBytes + 1);
    const connection = new FeedConnection(socket, 'spot', defaultFeedLimits);
    connection.sendText('{"event":"push"}');
    expect(socket.sent).toEqual([]);
    expect(socket.closedWith).toBe(1013);
    connection.sendText('{"event":"push"}');
    expect(socket.sent).toEqual([]);
  });

  it('sends to a client that keeps up', () => {
    const socket = fakeSocket(1024);
    new FeedConnection(socket, 'spot', defaultFeedLimits).send({ event: 'pong', data: {} });
    expect(socket.sent).toEqual(['{"event":"pong","data":{}}']);
  });
});
