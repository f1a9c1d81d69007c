/** Answering a socket's close: never with a code that may not be sent, never on a dropped connection. */
import { describe, expect, it } from 'vitest';
import { closeInTurn } from '../../../src/worker/sockets/sockets.ts';

/** A socket that records the close frames written to it, and fails as the runtime does for reserved codes. */
const recordingSocket = () => {
  const written: [number, string][] = [];
  const socket = {
    close(code: number, reason: string) {
      if (code === 1005 || code === 1006 || code === 1015) throw new TypeError(`invalid close code ${code}`);
      written.push([code, reason]);
    },
  } as unknown as WebSocket;
  return { socket, written };
};

describe('answering a close', () => {
  it('echoes an ordinary code, answers "no status" with 1000, and writes nothing after a dropped or failed connection', () => {
    const cases: [number, [number, string][]][] = [
      [1000, [[1000, 'bye']]],
      [4000, [[4000, 'bye']]],
      [1005, [[1000, 'bye']]],
      [1006, []],
      [1015, []],
    ];
    for (const [code, expected] of cases) {
      const { socket, written } = recordingSocket();
      closeInTurn(socket, code, 'bye');
      expect(written, `close ${code}`).toEqual(expected);
    }
  });
});
