import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Socket } from 'node:net';
import path from 'node:path';
import AVPacket from 'node-media-server/src/core/avpacket.js';
import Context from 'node-media-server/src/core/context.js';
import nmsLogger from 'node-media-server/src/core/logger.js';
import { decodeAmf0Data } from 'node-media-server/src/protocol/amf.js';
import RtmpClient from 'node-media-server/src/protocol/rtmp_client.js';
import BaseSession from 'node-media-server/src/session/base_session.js';
import NodeRecordSession from 'node-media-server/src/session/record_session.js';
import RtmpSession from 'node-media-server/src/session/rtmp_session.js';
import { describe, expect, it } from 'vitest';
import { NODE_MEDIA_SERVER_VERSION } from '../../src/media/node-media-server';

// The adapter (src/media/node-media-server.ts) relies on these internals of node-media-server.
// When an upgrade moves or renames any of them, this test names what changed.

const require = createRequire(import.meta.url);
const packageRoot = path.dirname(require.resolve('node-media-server/package.json'));

const sourceOf = (file: string) => readFile(path.join(packageRoot, 'src', file), 'utf8');

describe('node-media-server internals the adapter uses', () => {
  it('is the exact version the adapter is written against, pinned in package.json', async () => {
    const installed = JSON.parse(await readFile(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
    const gateway = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(installed.version).toBe(NODE_MEDIA_SERVER_VERSION);
    expect(gateway.dependencies['node-media-server']).toBe(NODE_MEDIA_SERVER_VERSION);
  });

  it('keeps the shared context: sessions, broadcasts and the event emitter', () => {
    expect(Context.sessions).toBeInstanceOf(Map);
    expect(Context.broadcasts).toBeInstanceOf(Map);
    expect(typeof Context.eventEmitter.on).toBe('function');
    expect(typeof Context.eventEmitter.off).toBe('function');
    expect(nmsLogger.level).toEqual(expect.any(String));
  });

  it('gives a session the fields and replaceable instance functions a player session sets', () => {
    const session = new BaseSession();
    for (const field of ['id', 'ip', 'protocol', 'streamApp', 'streamName', 'streamPath', 'streamQuery', 'createTime', 'endTime', 'outBytes', 'videoWidth', 'videoHeight']) {
      expect(session, field).toHaveProperty(field);
    }
    expect(typeof session.sendBuffer).toBe('function');
    expect(typeof session.close).toBe('function');
  });

  it('lets an RTMP session hold its publish: the callbacks and answers the adapter swaps', () => {
    const session = new RtmpSession(new Socket());
    expect(typeof session.run).toBe('function');
    expect(session.isPublisher).toBe(false);
    expect(session.socket).toBeInstanceOf(Socket);
    for (const callback of ['onPushCallback', 'onPacketCallback', 'respondPublish', 'sendStatusMessage'] as const) {
      expect(typeof session.rtmp[callback], callback).toBe('function');
    }
    expect(Object.hasOwn(session.rtmp, 'onPushCallback')).toBe(true);
    expect(Object.hasOwn(session.rtmp, 'onPacketCallback')).toBe(true);
    expect(session.broadcast).toHaveProperty('publishGraceMs');
    expect(session.broadcast).toHaveProperty('publisher');
    const broadcast = session.broadcast as unknown as Record<string, unknown>;
    expect(typeof broadcast.postPlay).toBe('function');
    expect(typeof broadcast.donePlay).toBe('function');
  });

  it('answers the publish only through respondPublish, and calls the push callback after it', async () => {
    const rtmp = await sourceOf('protocol/rtmp.js');
    const publishHandler = rtmp.slice(rtmp.indexOf('this.respondPublish();'), rtmp.indexOf('this.respondPublish();') + 400);
    expect(publishHandler).toContain('this.onPushCallback();');
  });

  it('announces the ends the adapter listens for: donePublish and doneRecord', async () => {
    expect(await sourceOf('server/broadcast_server.js')).toContain('Context.eventEmitter.emit("donePublish", session)');
    expect(await sourceOf('session/record_session.js')).toContain('Context.eventEmitter.emit("doneRecord", this)');
    expect(typeof NodeRecordSession.prototype.run).toBe('function');
  });

  it('keeps the RTMP client, AMF decoder and packet the demo publisher uses', () => {
    for (const method of ['connect', 'sendConnect', 'sendCreateStream', 'sendPublish', 'sendMetaData', 'sendPacket', 'disconnect'] as const) {
      expect(typeof RtmpClient.prototype[method], method).toBe('function');
    }
    expect(typeof decodeAmf0Data).toBe('function');
    const packet = new AVPacket();
    for (const field of ['codec_type', 'size', 'dts', 'pts', 'data']) expect(packet, field).toHaveProperty(field);
  });
});
