import { describe, expect, it } from 'vitest';
import type { Patch } from '@portal/contracts';
import { receivedFromBatch, stormMessage } from '../src/client/wire';

const BATCH_PREFIX = '42["channel.batch",';

describe('reading a batch frame without parsing it', () => {
  it('finds every patch with its number, source time and storm message, whatever the messages say', () => {
    const patches: Patch[] = [
      { channel: 'list:football:live', seq: 17, ops: [{ op: 'set', path: ['matches', '1', 'homeScore'], value: 1 }], sourceTs: 1_795_000_000_123 },
      {
        channel: 'room:1',
        seq: 904,
        ops: [
          { op: 'set', path: ['messages', 'm9'], value: { id: 9, content: stormMessage(1_795_000_000_456, 'a'), user: { nickName: '球友{"channel":"room:2","seq":1}' } } },
          { op: 'del', path: ['messages', 'm1'] },
        ],
      },
      { channel: 'room:1', seq: 905, ops: [{ op: 'set', path: ['messages', 'm10'], value: { id: 10, content: '"sourceTs":5 {"channel":"x"' } }] },
      { channel: 'match:football:1', seq: 3, ops: [{ op: 'set', path: ['minute'], value: 12 }] },
    ];
    const text = `${BATCH_PREFIX}${JSON.stringify(patches)}]`;
    expect(receivedFromBatch(text, BATCH_PREFIX.length)).toEqual([
      { channel: 'list:football:live', seq: 17, sourceTs: 1_795_000_000_123, stormSentAt: undefined },
      { channel: 'room:1', seq: 904, sourceTs: undefined, stormSentAt: 1_795_000_000_456 },
      { channel: 'room:1', seq: 905, sourceTs: undefined, stormSentAt: undefined },
      { channel: 'match:football:1', seq: 3, sourceTs: undefined, stormSentAt: undefined },
    ]);
    expect(receivedFromBatch(JSON.stringify(patches.slice(0, 1)))).toHaveLength(1);
    // The frame's bytes read as latin1, as the lean client reads a batch, give the same.
    expect(receivedFromBatch(Buffer.from(text).toString('latin1'), BATCH_PREFIX.length)).toEqual(receivedFromBatch(text, BATCH_PREFIX.length));
  });
});
