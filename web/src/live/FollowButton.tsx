import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../auth/use-auth';
import { formatThousands } from '../lib/format';
import { liveMutations, type FollowTarget } from './queries';

export interface FollowState {
  followed: boolean;
  followers: number;
}

/**
 * Follows or unfollows an anchor or a match. A visitor gets the login modal instead, an anchor on
 * their own card a link to their settings. `state` is read
 * from the owner's query; `onFollowed` writes the gateway's answer back into it. The button shows
 * the new state at once and goes back when the gateway refuses.
 */
export function FollowButton({
  target,
  state: settled,
  onFollowed,
  showCount = true,
}: {
  target: FollowTarget;
  showCount?: boolean;
  state: FollowState;
  onFollowed: (state: FollowState) => void;
}) {
  const { signedIn, openLogin, userInfo } = useAuth();
  const follow = useMutation(
    liveMutations.follow(target, { onSuccess: (answer) => onFollowed({ followed: answer.followed, followers: answer.followerCount }) }),
  );
  // While the call is out the button shows what was asked for; a failure drops it, back to `settled`.
  const state: FollowState = follow.isPending
    ? { followed: follow.variables, followers: Math.max(0, settled.followers + (follow.variables ? 1 : -1)) }
    : settled;

  const count = showCount && (
    <span className="follow__count" data-testid="follower-count">
      {formatThousands(state.followers)}
    </span>
  );
  // Nobody follows themselves: an anchor looking at their own card gets their settings instead.
  if (target.type === 'anchor' && userInfo !== null && userInfo.id === target.anchorId) {
    return (
      <span className="follow">
        <Link to="/v/anchor-set" className="button follow__button" data-testid="follow-self">
          开播设置
        </Link>
        {count}
      </span>
    );
  }

  function toggle() {
    if (!signedIn) {
      openLogin();
      return;
    }
    follow.mutate(!settled.followed);
  }

  return (
    <span className="follow">
      <button
        type="button"
        className={state.followed ? 'button follow__button is-followed' : 'button follow__button'}
        onClick={toggle}
        disabled={follow.isPending}
        aria-pressed={state.followed}
        data-testid="follow-button"
      >
        {state.followed ? '已关注' : '+ 关注'}
      </button>
      {count}
      {follow.isError && (
        <span className="follow__error" role="alert">
          {follow.error.message}
        </span>
      )}
    </span>
  );
}
