import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { BACK_TO_TOP_THRESHOLD_PX } from '@portal/contracts';
import { useEscapeKey } from '../lib/use-escape-key';

function scrolledPastThreshold(): boolean {
  return window.scrollY > BACK_TO_TOP_THRESHOLD_PX;
}

export function HelpBar() {
  // Hidden on the first render (the server's too); the effect reads the scroll position at once.
  const [showBackToTop, setShowBackToTop] = useState(false);
  const [showActivities, setShowActivities] = useState(false);
  useEscapeKey(() => setShowActivities(false), showActivities);

  useEffect(() => {
    const update = () => setShowBackToTop(scrolledPastThreshold());
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <aside className="help-bar" aria-label="帮助">
      <button
        type="button"
        className="help-bar__item"
        data-help="activities"
        aria-expanded={showActivities}
        onClick={() => setShowActivities((shown) => !shown)}
      >
        查看活动
      </button>
      {showActivities && (
        <div className="help-bar__popover" role="dialog" aria-label="活动">
          <strong>平台活动</strong>
          <p className="muted">当前暂无进行中的活动，敬请期待。</p>
        </div>
      )}
      <Link to="/app" target="_blank" rel="noopener" className="help-bar__item" data-help="app">
        下载APP
      </Link>
      <Link
        to="/about/{-$id}"
        params={{ id: '10001' }}
        target="_blank"
        rel="noopener"
        className="help-bar__item"
        data-help="help"
      >
        帮助中心
      </Link>
      {showBackToTop && (
        <button
          type="button"
          className="help-bar__item"
          data-help="back-to-top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          回到顶部
        </button>
      )}
    </aside>
  );
}
