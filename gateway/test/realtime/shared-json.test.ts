import * as parser from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { SharedJson, SnapshotAnswers, sharedJsonParser } from '../../src/realtime/channels/shared-json';

const standard = new parser.Encoder();
const shared = new sharedJsonParser.Encoder();
const reply = { ok: true as const, channel: 'list:football:live', seq: 41, snapshot: { matches: { 7: { home: '上海申花', score: [1, 0] } } } };

describe('answers made once for many sockets', () => {
  it('are written as the same packet socket.io writes for the plain value', () => {
    for (const packet of [
      { type: parser.PacketType.ACK, nsp: '/', id: 12, data: [new SharedJson(reply, JSON.stringify(reply))] },
      { type: parser.PacketType.EVENT, nsp: '/rooms', data: ['channel.batch', new SharedJson(reply, JSON.stringify(reply))] },
    ]) {
      const plain = { ...packet, data: packet.data.map((one) => (one instanceof SharedJson ? one.value : one)) };
      expect(shared.encode(packet)).toEqual(standard.encode(plain));
    }
    // Anything else goes the standard way.
    const binary = { type: parser.PacketType.EVENT, nsp: '/', data: ['file', Buffer.from('x')] };
    expect(shared.encode(binary)).toEqual(standard.encode(binary));
  });

  it("keep a channel's JSON while its state stays, and make it again when the channel moves on", () => {
    const answers = new SnapshotAnswers();
    const first = answers.answer(reply) as unknown as SharedJson;
    expect(first).toBeInstanceOf(SharedJson);
    expect(JSON.parse(first.json)).toEqual(reply);
    expect(answers.answer({ ...reply })).toBe(first);

    const moved = answers.answer({ ...reply, seq: 42, snapshot: { matches: {} } }) as unknown as SharedJson;
    expect(moved).not.toBe(first);
    expect(JSON.parse(moved.json)).toEqual({ ...reply, seq: 42, snapshot: { matches: {} } });
    // A new state at the same number (a channel opened again) is not taken for the old one.
    const reopened = answers.answer({ ...reply, seq: 42, snapshot: { matches: { 1: {} } } }) as unknown as SharedJson;
    expect(JSON.parse(reopened.json).snapshot).toEqual({ matches: { 1: {} } });
  });
});
