import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import Mpegts from 'mpegts.js';
import { fromPromise, type Actor, type SnapshotFrom } from 'xstate';
import { driveStream } from './mpegts-engine';
import { streamMachine, type StreamSource } from './stream.machine';
import './player.css';

const PlayerLibraryContext = createContext<typeof Mpegts>(Mpegts);

/** Gives the players below another mpegts.js (a test's fake, where there is no MediaSource). */
export const PlayerLibraryProvider = PlayerLibraryContext.Provider;

export type StreamActor = Actor<typeof streamMachine>;

/**
 * A stream machine whose source comes from `resolveSource`, asked afresh at every (re)connect. The
 * resolver of the first render is kept: a component playing something else is keyed anew.
 */
export function useStreamActor(live: boolean, resolveSource: () => Promise<StreamSource | null>): StreamActor {
  const [machine] = useState(() => streamMachine.provide({ actors: { resolveSource: fromPromise(resolveSource) } }));
  return useActorRef(machine, { input: { live } });
}

/** What the viewer is told over the picture, by the machine's state. */
export type StreamShown = 'loading' | 'reconnecting' | 'playing' | 'offline' | 'error' | 'idle';

export function streamShown(snapshot: SnapshotFrom<typeof streamMachine>): StreamShown {
  if (snapshot.hasTag('error')) return 'error';
  if (snapshot.hasTag('offline')) return 'offline';
  if (snapshot.hasTag('reconnecting')) return 'reconnecting';
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('playing') || snapshot.hasTag('complete')) return 'playing';
  return 'idle';
}

interface StreamViewProps {
  actor: StreamActor;
  /** The media element's own controls: seeking a recording. */
  controls: boolean;
  /** Start muted (browsers let only muted media play by themselves). */
  muted?: boolean;
  offlineText?: string;
  /** The picture shown in the player's box until the stream's first frame (a room's cover). */
  poster?: string;
}

/** The picture of a stream with what its machine shows over it: loading, offline, errors with a retry. */
export function StreamView({ actor, controls, muted = false, offlineText = '主播暂未开播', poster }: StreamViewProps) {
  const lib = useContext(PlayerLibraryContext);
  const video = useRef<HTMLVideoElement>(null);
  const shown = useSelector(actor, streamShown);
  const state = useSelector(actor, (snapshot) => JSON.stringify(snapshot.value));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const [soundOff, setSoundOff] = useState(muted);

  useEffect(() => {
    const media = video.current;
    if (!media) return;
    const stop = driveStream(actor, media, lib);
    actor.send({ type: 'STREAM.LOAD' });
    return () => {
      actor.send({ type: 'STREAM.STOP' });
      stop();
    };
  }, [actor, lib]);

  useEffect(() => {
    const media = video.current;
    if (!media) return;
    const follow = () => setSoundOff(media.muted);
    media.addEventListener('volumechange', follow);
    return () => media.removeEventListener('volumechange', follow);
  }, []);

  const unmute = () => {
    const media = video.current;
    if (!media) return;
    media.muted = false;
    void media.play().catch(() => undefined);
  };

  return (
    <div className="stream-view" data-stream={shown} data-stream-state={state}>
      <video ref={video} className="stream-view__video" controls={controls} muted={muted} playsInline poster={poster} />
      {shown === 'loading' && <div className="stream-view__notice">视频加载中…</div>}
      {shown === 'reconnecting' && <div className="stream-view__notice">信号中断，正在重新连接…</div>}
      {shown === 'offline' && (
        <div className="stream-view__notice stream-view__notice--offline" role="status">
          <strong>{offlineText}</strong>
          <span>开播后将自动播放</span>
        </div>
      )}
      {shown === 'error' && error && (
        <div className="stream-view__notice stream-view__notice--error" role="alert">
          <strong>{error.message}</strong>
          <button type="button" onClick={() => actor.send({ type: 'STREAM.RETRY' })}>
            重试
          </button>
        </div>
      )}
      {shown === 'playing' && soundOff && (
        <button type="button" className="stream-view__unmute" onClick={unmute}>
          点击开启声音
        </button>
      )}
    </div>
  );
}
