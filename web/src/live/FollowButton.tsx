import { useState } from 'react';
import { useAuth } from '../auth/use-auth';
import { formatThousands } from '../lib/format';
import { useRoomApi, type FollowTarget } from './room-api';

export const FOLLOW_FAILED = '操作失败，请稍后重试';

export interface FollowState {
  followed: boolean;
  followers: number;
}

/**
 * Follows or unfollows an anchor or a match. A visitor gets the login modal instead. The button
 * shows the new state at once and goes back when the gateway refuses.
 */
export function FollowButton({
  target,
  initial,
  onChange,
  showCount = true,
}: {
  target: FollowTarget;
  showCount?: boolean;
  initial: FollowState;
  onChange?: (state: FollowState) => void;
}) {
  const { signedIn, openLogin } = useAuth();
  const roomApi = useRoomApi();
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    if (!signedIn) {
      openLogin();
      return;
    }
    const before = state;
    const wanted: FollowState = {
      followed: !before.followed,
      followers: Math.max(0, before.followers + (before.followed ? -1 : 1)),
    };
    setState(wanted);
    setBusy(true);
    setError(null);
    try {
      const result = await roomApi.follow(target, wanted.followed);
      if (!result.ok) {
        setState(before);
        setError(result.message || FOLLOW_FAILED);
        return;
      }
      const settled = { followed: result.data.followed, followers: result.data.followerCount };
      setState(settled);
      onChange?.(settled);
    } catch {
      setState(before);
      setError(FOLLOW_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="follow">
      <button
        type="button"
        className={state.followed ? 'button follow__button is-followed' : 'button follow__button'}
        onClick={toggle}
        disabled={busy}
        aria-pressed={state.followed}
        data-testid="follow-button"
      >
        {state.followed ? '已关注' : '+ 关注'}
      </button>
      {showCount && (
        <span className="follow__count" data-testid="follower-count">
          {formatThousands(state.followers)}
        </span>
      )}
      {error && (
        <span className="follow__error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
