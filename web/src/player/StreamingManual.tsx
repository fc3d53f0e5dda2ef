import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../auth/use-auth';
import { playerQueries } from './queries';
import './player.css';

const OBS_SETTINGS: [string, string][] = [
  ['编码器', 'x264（或显卡的 H.264 硬件编码）'],
  ['码率控制', 'CBR，2500 Kbps（1080p 可用 4000–6000 Kbps）'],
  ['关键帧间隔', '1 秒（观众进入与断线重连更快）'],
  ['CPU 使用预设', 'veryfast'],
  ['配置 / 调整', 'baseline 或 main / zerolatency（降低延迟）'],
  ['输出分辨率', '1280×720 或 1920×1080，30 帧'],
  ['音频', 'AAC，128 Kbps，48 kHz'],
];

/**
 * /live/manual: how an anchor streams with OBS, with the server URL (read with the stream key, so
 * only for a signed-in anchor) and where the stream key is.
 */
export function StreamingManual() {
  const { signedIn } = useAuth();
  const rtmpServer = useQuery({ ...playerQueries.streamKey(), enabled: signedIn }).data?.rtmpServer;

  return (
    <article className="manual" data-testid="streaming-manual">
      <h1>开播教程：使用 OBS 推流</h1>
      <ol>
        <li>
          下载并安装 <strong>OBS Studio</strong>（免费开源，支持 Windows、macOS 与 Linux），在「来源」中添加要直播的画面：显示器采集、窗口采集、摄像头或媒体源。
        </li>
        <li>
          登录后进入 <Link to="/v/anchor-set">开播设置</Link>，开启直播间。只有已开播的直播间才能接收推流。
        </li>
        <li>
          在开播设置页的「推流设置」中找到<strong>服务器地址</strong>和<strong>推流码</strong>。推流码默认隐藏，点击「显示」或「复制」即可使用；推流码相当于直播间的密码，请勿泄露，如有泄露可点击「重新生成推流码」，旧推流码立即失效。
        </li>
        <li>
          打开 OBS「设置 → 推流」，服务选择「自定义…」，服务器填入服务器地址
          {rtmpServer ? (
            <>
              （<code data-testid="manual-rtmp-server">{rtmpServer}</code>）
            </>
          ) : (
            '（开播设置页可见）'
          )}
          ，推流码填入你的推流码。
        </li>
        <li>按下表调整「输出」与「视频」设置，然后点击「开始推流」。几秒钟后直播间即显示为直播中，观众即可观看。</li>
        <li>停止推流后，直播间会在短暂等待后显示为未开播；本场直播会自动录制，可在直播间的回放列表中查看。</li>
      </ol>

      <h2>推荐设置</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="推荐设置">
        <table>
          <tbody>
            {OBS_SETTINGS.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>使用 ffmpeg 推流</h2>
      <p>没有 OBS 时，也可以用 ffmpeg 推送视频文件（把服务器地址与推流码用「/」连接）：</p>
      <pre>
        <code>ffmpeg -re -stream_loop -1 -i 视频.mp4 -c:v libx264 -preset veryfast -tune zerolatency -g 30 -c:a aac -f flv 服务器地址/推流码</code>
      </pre>

      <h2>常见问题</h2>
      <ul>
        <li>推流失败：确认直播间已开启、推流码为最新生成的那一个。</li>
        <li>画面延迟大：关键帧间隔设为 1 秒，并使用 zerolatency 调整。</li>
        <li>画面卡顿：降低码率或分辨率，检查上行网速。</li>
      </ul>
    </article>
  );
}
