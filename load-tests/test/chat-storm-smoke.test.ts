import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../src/report/build';
import { reportFolder, runLoad } from './run-load';

const out = reportFolder();

describe('npm run load -- --profile chat-storm', () => {
  it('runs a short chat storm: every viewer gets every message once, every moderator console sees the ban and the manager change', async () => {
    const chatOut = path.join(out, 'chat-storm');
    const { code, output } = await runLoad(['--profile', 'chat-storm', '--clients', '100', '--rate', '10', '--duration', '3', '--out', chatOut]);
    expect(code, output).toBe(0);

    const report = JSON.parse(readFileSync(path.join(chatOut, 'report.json'), 'utf8')) as Report;
    expect(Object.keys(report.phases)).toEqual(['gateway']);
    const gateway = report.phases.gateway;
    const chat = gateway?.chat;
    if (gateway === undefined || chat === undefined) throw new Error(`no chat figures:\n${output}`);
    expect(gateway.connected).toBe(100);
    expect(chat.senders).toBe(50);
    expect(chat.messages.sent).toBeGreaterThan(0);
    expect(chat.messages.accepted, JSON.stringify(chat.messages.refused)).toBe(chat.messages.sent);
    // Every accepted message, and the system lines telling the room of the ban and of the new manager.
    const lines = chat.messages.accepted + 2;
    expect(chat.messages.channelAdvanced).toBe(lines);
    expect(gateway.delivery.expected).toBe(100 * lines);
    expect(gateway.delivery.delivered).toBe(gateway.delivery.expected);
    expect(gateway.delivery.lost).toBe(0);
    expect(gateway.delivery.duplicated).toBe(0);
    // Timed from the send time in a message's text: the system line has none.
    expect(gateway.latency.room?.samples).toBe(100 * chat.messages.accepted);

    expect(chat.moderatorConsoles).toBe(6);
    expect(chat.moderation.map((act) => [act.act, act.answer.slice(0, 3), act.seen])).toEqual([
      ['ban', '200', 6],
      ['managerAdd', '200', 6],
    ]);
    expect(chat.newManagerConsole).toBe('{"ok":true}');
  });
});
