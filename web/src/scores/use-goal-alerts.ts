import { useEffect, useRef, useState } from 'react';
import type { PatchOp } from '@portal/contracts';
import type { AppliedPatch } from '../realtime/channel.machine';
import type { Goal } from './goals';
import { playGoalBeep } from './sound';

/** How long a goal toast stays. */
export const GOAL_TOAST_MS = 6_000;
/** Toasts shown at once; older ones leave first. */
export const GOAL_TOAST_MAX = 4;

export interface GoalToast {
  key: string;
  goal: Goal;
}

type OnPatch = (listener: (applied: AppliedPatch) => void) => () => void;

export interface GoalAlertOptions {
  goalsOf: (before: unknown, after: unknown, ops: readonly PatchOp[]) => Goal[];
  soundOn: boolean;
  beep?: () => void;
}

/** Toasts for the goals the patches bring, with a beep unless the sound is off. */
export function useGoalAlerts(onPatch: OnPatch, { goalsOf, soundOn, beep = playGoalBeep }: GoalAlertOptions) {
  const [toasts, setToasts] = useState<GoalToast[]>([]);
  const sound = useRef({ soundOn, beep });
  useEffect(() => {
    sound.current = { soundOn, beep };
  }, [soundOn, beep]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = onPatch(({ patch, before, after }) => {
      const goals = goalsOf(before, after, patch.ops);
      if (goals.length === 0) return;
      if (sound.current.soundOn) sound.current.beep();
      const fresh = goals.map((goal) => ({ key: `${patch.channel}:${patch.seq}:${goal.matchId}`, goal }));
      setToasts((current) => [...current, ...fresh].slice(-GOAL_TOAST_MAX));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((current) => current.filter((toast) => !fresh.includes(toast)));
      }, GOAL_TOAST_MS);
      timers.add(timer);
    });
    return () => {
      stop();
      timers.forEach(clearTimeout);
    };
  }, [onPatch, goalsOf]);

  const dismiss = (key: string) => setToasts((current) => current.filter((toast) => toast.key !== key));
  return { toasts, dismiss };
}
