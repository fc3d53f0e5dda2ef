// node-media-server ships JavaScript with JSDoc only: the types of the internals that
// node-media-server.ts (the only file importing them) uses.

declare module 'node-media-server/src/core/avpacket.js' {
  export default class AVPacket {
    codec_id: number;
    codec_type: number;
    duration: number;
    flags: number;
    pts: number;
    dts: number;
    size: number;
    offset: number;
    data: Buffer;
  }
}

declare module 'node-media-server/src/session/base_session.js' {
  export default class BaseSession {
    id: number;
    ip: string;
    protocol: string;
    streamApp: string;
    streamName: string;
    streamPath: string;
    streamQuery: Record<string, string | string[] | undefined>;
    createTime: number;
    endTime: number;
    inBytes: number;
    outBytes: number;
    videoWidth: number;
    videoHeight: number;
    sendBuffer(buffer: Buffer): void;
    close(): void;
  }
}

declare module 'node-media-server/src/session/rtmp_session.js' {
  import type { Socket } from 'node:net';
  import type AVPacket from 'node-media-server/src/core/avpacket.js';
  import type BaseSession from 'node-media-server/src/session/base_session.js';
  export default class RtmpSession extends BaseSession {
    constructor(socket: Socket);
    socket: Socket;
    isPublisher: boolean;
    broadcast: { publishGraceMs: number; publisher: BaseSession | null };
    rtmp: {
      streamId: number;
      onPushCallback: () => void;
      onPlayCallback: () => void;
      onPacketCallback: (packet: AVPacket) => void;
      respondPublish: () => void;
      sendStatusMessage(streamId: number, level: string, code: string, description: string): void;
    };
    run(): void;
    onPush(): void;
    onPacket(packet: AVPacket): void;
  }
}

declare module 'node-media-server/src/session/record_session.js' {
  import type BaseSession from 'node-media-server/src/session/base_session.js';
  export default class NodeRecordSession extends BaseSession {
    constructor(publisher: BaseSession, filePath: string);
    filePath: string;
    publisherId: number;
    run(): void;
    stop(): void;
  }
}

declare module 'node-media-server/src/core/context.js' {
  import type { EventEmitter } from 'node:events';
  import type BaseSession from 'node-media-server/src/session/base_session.js';
  const Context: {
    config: {
      bind?: string;
      http?: { port?: number };
      webadmin?: { enable?: boolean };
      auth?: { play?: boolean; publish?: boolean };
    };
    sessions: Map<number, BaseSession>;
    broadcasts: Map<string, { publisher: BaseSession | null; publishGraceMs: number }>;
    eventEmitter: EventEmitter;
  };
  export default Context;
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: 'trace' | 'debug' | 'info' | 'warn' | 'error' };
  export default logger;
}

declare module 'node-media-server/src/protocol/rtmp_client.js' {
  import type AVPacket from 'node-media-server/src/core/avpacket.js';
  export default class RtmpClient {
    connect(url: string): Promise<void>;
    sendConnect(): Promise<unknown>;
    sendCreateStream(): Promise<number>;
    sendPublish(streamName: string, type?: string): Promise<unknown>;
    sendPlay(streamName: string): Promise<unknown>;
    sendMetaData(data: object): void;
    sendPacket(packet: AVPacket): void;
    disconnect(): void;
    onCloseCallback: (hadError: boolean) => void;
    onErrorCallback: (error: Error) => void;
    onStatusCallback: (code: string, info: object) => void;
    onPacketCallback: (packet: AVPacket) => void;
  }
}

declare module 'node-media-server/src/protocol/amf.js' {
  export function decodeAmf0Data(data: Buffer): { cmd?: string; dataObj?: Record<string, unknown> | null };
}
