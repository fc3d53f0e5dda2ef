import { ABOUT_DOCS, SPORT_IDS, sportEntry } from '@portal/contracts';
import { Link } from '@tanstack/react-router';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <nav className="site-footer__links" aria-label="页脚导航">
          <Link to="/live/{-$id}" params={{ id: 'all' }} data-nav="footer-live-all">
            直播大厅
          </Link>
          {SPORT_IDS.map(sportEntry).map(({ id, name, web }) => (
            <Link key={id} to="/live/{-$id}" params={{ id: web.liveId }} data-nav={`footer-live-${id}`}>
              {`${name}直播`}
            </Link>
          ))}
          <Link to="/about/{-$id}" params={{}} data-nav="footer-about">
            {ABOUT_DOCS['/about'].title}
          </Link>
          <Link to="/about/agreement">服务协议</Link>
          <Link to="/about/privacy">隐私政策</Link>
          <Link to="/about/protocol">用户协议</Link>
          <Link to="/about/specification">直播规范</Link>
          <Link to="/about/{-$id}" params={{ id: '10001' }}>
            直播规则
          </Link>
          <Link to="/about/{-$id}" params={{ id: '10003' }}>
            版权声明
          </Link>
          <Link to="/about/{-$id}" params={{ id: '10004' }}>
            免责声明
          </Link>
          <Link to="/about/{-$id}" params={{ id: '10006' }}>
            意见反馈
          </Link>
          <Link to="/about/live/{-$id}" params={{ id: '2' }}>
            主播教程
          </Link>
        </nav>
        <p className="site-footer__disclaimer">
          免责声明：本站仅提供体育赛事直播导航，所有直播信号均来自第三方网站或主播，本站不制作、不存储任何视频内容；本站为非商业性网站，不以营利为目的。如有侵权，请联系我们，我们将及时处理。
        </p>
        <p>
          足球直播、篮球直播、NBA直播免费观看：本站汇集英超、西甲、意甲、德甲、法甲、中超、欧冠等足球赛事直播，以及NBA、CBA等篮球赛事直播，提供足球比分、篮球比分、赛程赛果、赔率指数与球队球员数据，让球迷随时随地看球。
        </p>
        <p>理性看球，远离赌博。请合理安排观看时间，注意休息。</p>
      </div>
    </footer>
  );
}
