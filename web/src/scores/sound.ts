import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, writeText, type KeyValueStorage } from '../lib/local-store';

/** Where the goal-sound toggle of the score pages is kept: '1' on, '0' off. On unless turned off. */
export const GOAL_SOUND_KEY = 'scores:goal-sound';

/** A sound switch kept in `storage` under `key`: '1' on, '0' off; on unless turned off. */
export function readSoundSwitch(storage: KeyValueStorage | null, key: string): boolean {
  try {
    return storage?.getItem(key) !== '0';
  } catch {
    return true;
  }
}

export function writeSoundSwitch(storage: KeyValueStorage | null, key: string, on: boolean): void {
  writeText(storage, key, on ? '1' : '0');
}

export const readGoalSound = (storage: KeyValueStorage | null): boolean => readSoundSwitch(storage, GOAL_SOUND_KEY);

export const writeGoalSound = (storage: KeyValueStorage | null, on: boolean): void =>
  writeSoundSwitch(storage, GOAL_SOUND_KEY, on);

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A sound switch kept in `localStorage` under `key`, in step across the components that show it. */
export function useSoundSwitch(key: string): { on: boolean; setOn: (on: boolean) => void } {
  const on = useSyncExternalStore(
    subscribe,
    () => readSoundSwitch(browserStorage(), key),
    () => true,
  );
  const setOn = useCallback(
    (value: boolean) => {
      writeSoundSwitch(browserStorage(), key, value);
      listeners.forEach((listener) => listener());
    },
    [key],
  );
  return { on, setOn };
}

/** The goal-sound toggle of the page header. */
export function useGoalSound(): { soundOn: boolean; setSoundOn: (on: boolean) => void } {
  const { on, setOn } = useSoundSwitch(GOAL_SOUND_KEY);
  return { soundOn: on, setSoundOn: setOn };
}

let audio: AudioContext | null = null;

/** The goal beep of the score pages: rising 880 Hz to 1320 Hz. */
export const GOAL_TONES: readonly [number, number] = [880, 1320];

/** A short two-tone beep of the score pages. */
export function playGoalBeep(): void {
  playTones(GOAL_TONES);
}

/** A short two-tone beep made on the spot with the Web Audio API; silent where audio is unavailable. */
export function playTones([first, second]: readonly [number, number]): void {
  try {
    const Context = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume();
    const start = audio.currentTime;
    const gain = audio.createGain();
    gain.connect(audio.destination);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
    const tone = audio.createOscillator();
    tone.type = 'sine';
    tone.frequency.setValueAtTime(first, start);
    tone.frequency.setValueAtTime(second, start + 0.12);
    tone.connect(gain);
    tone.start(start);
    tone.stop(start + 0.36);
  } catch {
    // Browsers may refuse audio before the user has interacted with the page.
  }
}
