import Mpegts from 'mpegts.js';
import { fetchMediaStream } from '../lib/api';

/** What the loader tells the player about the bytes of the source (offsets from its first byte). */
export interface LoaderReport {
  /** Bytes up to here have arrived. */
  received(untilByte: number): void;
  /** The answer ended before its Content-Length: mpegts.js asks again from `untilByte`. */
  endedEarly(untilByte: number): void;
  /** A body read from its first byte arrives in these chunks (for reading its FLV tags); optional. */
  bodyFromStart?(): ((chunk: Uint8Array) => void) | undefined;
}

type SeekHandler = { getConfig(url: string, range: { from: number; to: number }): { url: string; headers: object } };

const STATUS = { idle: 0, connecting: 1, buffering: 2, error: 3, complete: 4 } as const;
const ERRORS = {
  exception: 'Exception',
  httpStatus: 'HttpStatusCodeInvalid',
  earlyEof: 'EarlyEof',
} as const;

/**
 * An HTTP streaming loader for mpegts.js that reports how many bytes arrived, so the stream machine
 * knows the byte an early end resumes from. It streams like mpegts.js's own fetch loader, and leaves
 * the resume itself (a new request from that byte) to mpegts.js's IOController.
 */
export function observedFetchLoader(report: LoaderReport): Mpegts.CustomLoaderConstructor {
  const Base = Mpegts.BaseLoader as unknown as new (typeName: string) => Mpegts.BaseLoader;

  return class ObservedFetchLoader extends Base {
    private readonly seekHandler: SeekHandler;
    private readonly config: Mpegts.Config;
    private controller: AbortController | null = null;

    constructor(seekHandler: Mpegts.SeekHandler, config: Mpegts.Config) {
      super('observed-fetch-loader');
      this.seekHandler = seekHandler as unknown as SeekHandler;
      this.config = config;
      this._needStash = true;
    }

    override destroy(): void {
      if (this.isWorking()) this.abort();
      super.destroy();
    }

    open(dataSource: Mpegts.MediaSegment & { withCredentials?: boolean }, range: Mpegts.Range): void {
      const seek = this.seekHandler.getConfig(dataSource.url, range);
      const headers = new Headers();
      for (const [name, value] of Object.entries({ ...seek.headers, ...this.config.headers })) {
        headers.append(name, String(value));
      }
      const controller = new AbortController();
      this.controller = controller;
      this._status = STATUS.connecting;
      void this.load(seek.url, headers, controller, range.from, dataSource.withCredentials === true);
    }

    abort(): void {
      this.controller?.abort();
      this.controller = null;
      if (this._status !== STATUS.error) this._status = STATUS.complete;
    }

    private async load(url: string, headers: Headers, controller: AbortController, from: number, credentials: boolean) {
      let contentLength: number | null = null;
      let received = 0;
      try {
        const response = await fetchMediaStream(url, { headers, signal: controller.signal, withCredentials: credentials });
        if (!response.ok || !response.body) {
          this.fail(ERRORS.httpStatus, { code: response.status, msg: response.statusText });
          return;
        }
        const length = response.headers.get('Content-Length');
        if (length !== null && Number(length) > 0) {
          contentLength = Number(length);
          this.onContentLengthKnown?.(contentLength);
        }
        const reader = response.body.getReader();
        const readTags = from === 0 ? report.bodyFromStart?.() : undefined;
        for (;;) {
          const { done, value } = await reader.read();
          if (controller.signal.aborted) return;
          if (done) break;
          this._status = STATUS.buffering;
          readTags?.(value);
          const chunk = value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength) as ArrayBuffer;
          const byteStart = from + received;
          received += chunk.byteLength;
          report.received(from + received);
          const onDataArrival = this.onDataArrival as ((chunk: ArrayBuffer, byteStart: number, received: number) => void) | null;
          if (typeof onDataArrival !== 'function') return;
          onDataArrival(chunk, byteStart, received);
        }
        if (contentLength !== null && received < contentLength) {
          this.endEarly(from + received);
          return;
        }
        this._status = STATUS.complete;
        const onComplete = this.onComplete as ((from: number, to: number) => void) | null;
        if (typeof onComplete === 'function') onComplete(from, from + received - 1);
      } catch (error) {
        if (controller.signal.aborted) return;
        // A connection cut in the middle of the body is an early end, which mpegts.js may resume.
        if (received > 0 && (contentLength === null || received < contentLength)) {
          this.endEarly(from + received);
          return;
        }
        this.fail(ERRORS.exception, { code: -1, msg: error instanceof Error ? error.message : String(error) });
      }
    }

    private endEarly(untilByte: number) {
      report.endedEarly(untilByte);
      this.fail(ERRORS.earlyEof, { code: -1, msg: 'Fetch stream meet Early-EOF' });
    }

    /**
     * Tells mpegts.js of a failure, unless the player let go of this loader meanwhile (a destroyed
     * loader has no handlers, e.g. when the report above made the player close the stream).
     */
    private fail(type: string, info: { code: number; msg: string }) {
      this._status = STATUS.error;
      const onError = this.onError as ((type: never, info: { code: number; msg: string }) => void) | null;
      if (typeof onError === 'function') onError(type as never, info);
    }
  };
}
