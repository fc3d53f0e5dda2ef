import { SpoilerDelaySelect } from '../alerts/AlertSettings';
import { useStreamLag } from '../player/stream-lag';
import { clampSpoilerDelay, useSpoilerDelay } from '../realtime/spoiler-delay';

/** A lag under this is live enough: nothing to hold back. */
export const STREAM_LAG_NOTICE_MS = 1_000;

/**
 * 比分延迟 in a live room: the no-spoiler hold-back, with how far the picture is behind live (from the
 * stream's FLV timestamps against the wall clock) offered as the value that keeps the scores in step.
 */
export function RoomScoreDelay() {
  const lagMs = useStreamLag();
  const { seconds, setSeconds } = useSpoilerDelay();
  const measured = lagMs !== null && lagMs >= STREAM_LAG_NOTICE_MS ? clampSpoilerDelay(Math.ceil(lagMs / 1_000)) : null;
  return (
    <div className="room-score-delay" aria-label="比分延迟">
      <SpoilerDelaySelect extra={measured ?? undefined} />
      {measured !== null && (
        <span className="room-score-delay__measured">
          直播画面约落后 {measured} 秒
          {measured === seconds ? (
            <span className="room-score-delay__done">比分已与画面同步</span>
          ) : (
            <button type="button" className="room-score-delay__use" onClick={() => setSeconds(measured)}>
              按画面延迟 {measured} 秒
            </button>
          )}
        </span>
      )}
    </div>
  );
}
