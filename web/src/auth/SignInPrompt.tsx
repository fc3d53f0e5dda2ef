import { BACK_HOME_LINK, SIGN_IN_REQUIRED_MESSAGE } from '@portal/contracts';
import '../components/not-found.css';

/**
 * What a visitor who opens a page of their own (the wallet, the attention list, the purchased
 * plans) gets from the server instead of anybody's data: the page needs a signed-in user. In the
 * browser the app then takes over and sends the visitor home (SPEC §2).
 */
export function SignInPrompt({ pageName }: { pageName: string }) {
  return (
    <section className="not-found" data-testid="sign-in-prompt" aria-labelledby="sign-in-title">
      <p className="not-found__code" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="64" height="64" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
          <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
        </svg>
      </p>
      <h1 id="sign-in-title" className="not-found__title">
        {SIGN_IN_REQUIRED_MESSAGE}
      </h1>
      <p className="not-found__hint">「{pageName}」是登录用户自己的页面，登录后即可查看。还没有账号？用手机号一分钟就能注册。</p>
      <p className="not-found__actions">
        <a href="/" className="button">
          {BACK_HOME_LINK}
        </a>
      </p>
    </section>
  );
}
