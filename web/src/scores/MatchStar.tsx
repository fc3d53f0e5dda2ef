import { RESERVATION_LABELS, type MatchType } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { useMatchStars } from './queries';
import './match-star.css';

/**
 * ☆ 关注 of one match (its page's head, a reserved match's row): following the match puts it into
 * /v/attention's 比赛 tab and the goal alerts, and tells the fan when a room reserved for it opens.
 * A visitor gets the login modal.
 */
export function MatchStar({ matchId, matchType, className = '' }: { matchId: number; matchType: MatchType; className?: string }) {
  const { signedIn, openLogin } = useAuth();
  const { isStarred, toggleStar } = useMatchStars();
  const starred = signedIn && isStarred(matchId);
  return (
    <button
      type="button"
      className={`match-star ${starred ? 'is-on' : ''} ${className}`}
      aria-pressed={starred}
      title={starred ? RESERVATION_LABELS.unfollow : RESERVATION_LABELS.follow}
      onClick={() => (signedIn ? toggleStar(matchId, matchType) : openLogin())}
      data-testid="match-star"
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
      <span className="match-star__label">{starred ? RESERVATION_LABELS.followed : RESERVATION_LABELS.follow}</span>
    </button>
  );
}
