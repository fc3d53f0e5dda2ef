import { useSoundSwitch, playTones } from '../scores/sound';
import type { Side } from './followed-events';

/** Where the sound of the home side's alerts is kept ('1' on, '0' off; on unless turned off). */
export const HOME_ALERT_SOUND_KEY = 'scores:alert-sound-home';
/** Where the sound of the away side's alerts is kept. */
export const AWAY_ALERT_SOUND_KEY = 'scores:alert-sound-away';

/** The home side's beep rises, the away side's falls: told apart without looking. */
export const ALERT_TONES: Record<Side, readonly [number, number]> = {
  home: [880, 1320],
  away: [660, 440],
};

/** Plays the sound of `side`. */
export type PlaySide = (side: Side) => void;

export const playSideSound: PlaySide = (side) => playTones(ALERT_TONES[side]);

/** The two sound switches of the followed-match alerts. */
export function useAlertSounds() {
  const home = useSoundSwitch(HOME_ALERT_SOUND_KEY);
  const away = useSoundSwitch(AWAY_ALERT_SOUND_KEY);
  return { home, away };
}
