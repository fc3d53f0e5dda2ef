import { useState, useSyncExternalStore, type CSSProperties } from 'react';
import { HIDDEN, loadingBar as appLoadingBar, type LoadingBar as LoadingBarStore } from '../lib/loading-bar';

const COLOR = '#2d8cf0';
const FAILED_COLOR = '#ed4014';

/** The thin progress bar at the top of the window, showing the requests in flight. */
export function LoadingBar({ bar = appLoadingBar }: { bar?: LoadingBarStore }) {
  const { active, percent, failed } = useSyncExternalStore(bar.subscribe, bar.getSnapshot, () => HIDDEN);
  const [previousPercent, setPreviousPercent] = useState(percent);
  if (previousPercent !== percent) setPreviousPercent(percent);
  // A new batch restarts from 0; animating that backwards would look like the page unloading.
  const growing = percent >= previousPercent;

  const style: CSSProperties = {
    position: 'fixed',
    top: 0,
    left: 0,
    zIndex: 9999,
    height: 2,
    width: `${percent}%`,
    background: failed ? FAILED_COLOR : COLOR,
    opacity: active ? 1 : 0,
    pointerEvents: 'none',
    transition: growing ? 'width 0.2s ease-out, opacity 0.4s' : 'opacity 0.4s',
  };

  return (
    <div
      role="progressbar"
      aria-label="加载中"
      aria-hidden={!active}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-failed={failed || undefined}
      style={style}
    />
  );
}
