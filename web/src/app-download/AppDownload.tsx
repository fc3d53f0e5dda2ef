import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useRouter } from '@tanstack/react-router';
import { appQueries } from './queries';
import './app-download.css';

/** What the app does, as the download page lists it. */
const FEATURES = [
  { title: '比分直播', text: '足球、篮球全场比分实时推送，进球、红牌第一时间提醒。' },
  { title: '高清直播间', text: '主播解说陪你看球，弹幕互动、礼物打赏，随时随地进房间。' },
  { title: '赛事资讯', text: '每场比赛结束即有战报，比分卡、技术统计一目了然。' },
  { title: '球迷社区', text: '各联赛圈子聊球发帖，评论点赞，消息实时提醒。' },
];

const STORES = [
  { name: 'App Store', href: 'https://apps.apple.com/cn/' },
  { name: '安卓应用商店', href: 'https://sj.qq.com/' },
];

/** The QR code of `url` as an SVG data URL, drawn in the page by the qrcode library. */
async function qrDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0b3a2c', light: '#ffffff' } });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** /app: what the app does, pictures of its screens (the newest match cards), a QR code and the store links. */
export function AppDownload() {
  // The site's origin as the router knows it: the browser's, or the request's on the server.
  const downloadUrl = `${useRouter().origin}/app`;
  const qr = useQuery({ queryKey: ['app-download', 'qr', downloadUrl], queryFn: () => qrDataUrl(downloadUrl), staleTime: Infinity });
  const posters = useQuery(appQueries.posters());
  const screens = (posters.data ?? []).flatMap((category) => category.posters.slice(0, 1).map((poster) => ({ ...poster, league: category.name }))).slice(0, 3);
  return (
    <div className="app-download">
      <section className="app-download__hero">
        <div>
          <h1>好球直播 APP</h1>
          <p>比分、直播、资讯、社区，一个APP看遍足球篮球。</p>
          <div className="app-download__stores">
            {STORES.map((store) => (
              <a key={store.name} href={store.href} target="_blank" rel="noreferrer" className="button">
                {store.name}
              </a>
            ))}
          </div>
        </div>
        <figure className="app-download__qr">
          {qr.data && <img src={qr.data} alt="扫码下载APP" width={168} height={168} data-testid="app-qr" />}
          <figcaption>手机扫码下载</figcaption>
        </figure>
      </section>
      <section className="app-download__features">
        {FEATURES.map((feature) => (
          <div key={feature.title} className="app-download__feature">
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </div>
        ))}
      </section>
      {screens.length > 0 && (
        <section className="app-download__screens" aria-label="APP截图" tabIndex={0}>
          {screens.map((screen) => (
            <div key={screen.id} className="app-download__phone">
              <div className="app-download__phone-bar">{screen.league}</div>
              <img src={screen.image} alt={screen.title} />
              <p>{screen.title}</p>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
