import { goalMessage } from './goals';
import type { GoalToast } from './use-goal-alerts';

/** The goal toasts in the corner of the page; a click dismisses one. */
export function GoalToasts({ toasts, onDismiss }: { toasts: readonly GoalToast[]; onDismiss: (key: string) => void }) {
  return (
    <div className="goal-toasts" role="status" aria-live="polite">
      {toasts.map(({ key, goal }) => (
        <button type="button" key={key} className="goal-toast" onClick={() => onDismiss(key)} title="关闭">
          <span className="goal-toast__ball" aria-hidden="true" />
          <span className="goal-toast__text">{goalMessage(goal)}</span>
        </button>
      ))}
    </div>
  );
}
