import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { PERSONAL_NAV_INDEX, displayLevel, formatThousands, type Balances, type UserInfo } from '@portal/contracts';
import { UnreadBadge } from './unread';
import { portraitSrc } from './portrait';
import { useSessionEnd } from './session-end';
import { useAuth } from './use-auth';
// The account styles (avatars, badges, the menu, the user centre, toasts) stand on every page with the header.
import './accounts.css';

/** A wallet amount: whole diamonds and tickets without decimals, grouped by thousands. */
export function walletAmount(value: number | undefined): string {
  const amount = value ?? 0;
  return formatThousands(amount, Number.isInteger(amount) ? 0 : 2);
}

export interface UserPopoverProps {
  userInfo: UserInfo;
  balances: Balances | null;
  onLogout: () => void;
  /** A link was followed: the popover may close. */
  onNavigate?: () => void;
}

/** The user popover of the header (SPEC §2): nickname, level, balance and ticket, the account links and logout. */
export function UserPopover({ userInfo, balances, onLogout, onNavigate }: UserPopoverProps) {
  const anchor = userInfo.isAnchor === 1;
  return (
    <div className="user-popover" data-testid="user-popover">
      <div className="user-popover__head">
        <img className="avatar" src={portraitSrc(userInfo.portrait)} alt="" />
        <div>
          <strong className="user-popover__name" data-testid="user-nickname">
            {userInfo.nickName}
          </strong>
          <span className="level-badge" data-testid="user-level">
            LV{displayLevel(userInfo.level)}
          </span>
        </div>
      </div>
      <dl className="user-popover__wallet">
        <div>
          <dt>余额</dt>
          <dd data-testid="user-balance">{walletAmount(balances?.balance)}</dd>
        </div>
        <div>
          <dt>球票</dt>
          <dd data-testid="user-ticket">{walletAmount(balances?.ticket)}</dd>
        </div>
      </dl>
      <nav className="user-popover__links" aria-label="账户">
        <Link to="/v/personal-data" onClick={onNavigate} data-testid="user-link-personal-data">
          个人资料
        </Link>
        <Link to="/v/attention" onClick={onNavigate} data-testid="user-link-attention">
          我的关注
        </Link>
        <Link to="/v/message" onClick={onNavigate} data-testid="user-link-message">
          我的消息
        </Link>
        <Link
          to="/personal/{-$id}"
          params={{ id: String(userInfo.id) }}
          search={{ headerNavIndex: anchor ? PERSONAL_NAV_INDEX.ANCHOR : PERSONAL_NAV_INDEX.USER }}
          onClick={onNavigate}
          data-testid="user-link-space"
        >
          我的空间
        </Link>
        {!anchor && (
          <Link to="/v/apply" onClick={onNavigate} data-testid="user-link-apply">
            申请主播
          </Link>
        )}
        {userInfo.isExpert === 1 && (
          <Link to="/recommend" onClick={onNavigate} data-testid="user-link-publish">
            发布推荐
          </Link>
        )}
      </nav>
      <button type="button" className="user-popover__logout" onClick={onLogout} data-testid="logout-button">
        退出登录
      </button>
    </div>
  );
}

/**
 * The signed-in user's corner of the header: portrait and nickname, with the popover on hover or
 * click; it signs the page out when the gateway ends the session on the tab's socket.
 */
export function UserMenu() {
  const { userInfo, balances, logout } = useAuth();
  const [open, setOpen] = useState(false);
  useSessionEnd();
  if (!userInfo)
    return <span className="user-menu user-menu--loading" aria-busy="true" data-testid="user-menu-loading" />;
  return (
    <div
      className="user-menu"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="user-menu__trigger"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="user-menu"
      >
        <img className="avatar avatar--small" src={portraitSrc(userInfo.portrait)} alt="" />
        <span className="user-menu__name">{userInfo.nickName}</span>
        <UnreadBadge />
      </button>
      {open && (
        <UserPopover userInfo={userInfo} balances={balances} onLogout={logout} onNavigate={() => setOpen(false)} />
      )}
    </div>
  );
}
