import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, writeText, type KeyValueStorage } from './local-store';

/** Where the goal-sound toggle of the score pages is kept: '1' on, '0' off. On unless turned off. */
export const GOAL_SOUND_KEY = 'scores:goal-sound';

export function readGoalSound(storage: KeyValueStorage | null): boolean {
  try {
    return storage?.getItem(GOAL_SOUND_KEY) !== '0';
  } catch {
    return true;
  }
}

export function writeGoalSound(storage: KeyValueStorage | null, on: boolean): void {
  writeText(storage, GOAL_SOUND_KEY, on ? '1' : '0');
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The goal-sound toggle of the page header. */
export function useGoalSound(): { soundOn: boolean; setSoundOn: (on: boolean) => void } {
  const soundOn = useSyncExternalStore(
    subscribe,
    () => readGoalSound(browserStorage()),
    () => true,
  );
  const setSoundOn = useCallback((on: boolean) => {
    writeGoalSound(browserStorage(), on);
    listeners.forEach((listener) => listener());
  }, []);
  return { soundOn, setSoundOn };
}

let audio: AudioContext | null = null;

/** A short two-tone beep made on the spot with the Web Audio API; silent where audio is unavailable. */
export function playGoalBeep(): void {
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
    tone.frequency.setValueAtTime(880, start);
    tone.frequency.setValueAtTime(1320, start + 0.12);
    tone.connect(gain);
    tone.start(start);
    tone.stop(start + 0.36);
  } catch {
    // Browsers may refuse audio before the user has interacted with the page.
  }
}
