import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { playerMutations, playerQueries } from './queries';
import './player.css';

/** Asked before a new key is made. */
export const NEW_KEY_CONFIRM = '生成新的推流码后，旧推流码将立即失效，正在进行的直播会中断。确定生成吗？';
const MASK = '••••••••••••••••';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The anchor's RTMP server and secret stream key, for OBS: the key stays hidden until revealed. */
export function StreamKeyPanel() {
  const loaded = useQuery(playerQueries.streamKey());
  const streamKey = loaded.data;
  const error = loaded.isError ? loaded.error.message : null;
  const [revealed, setRevealed] = useState(false);
  const [told, setTold] = useState<string | null>(null);
  const renewal = useMutation(
    playerMutations.renewStreamKey({
      onSuccess: () => {
        setRevealed(false);
        setTold('已生成新的推流码');
      },
      onError: (failure) => setTold(failure.message),
    }),
  );

  const copyOut = async (label: string, text: string) => setTold((await copy(text)) ? `${label}已复制` : '复制失败，请手动选择复制');

  const renew = () => {
    if (window.confirm(NEW_KEY_CONFIRM)) renewal.mutate();
  };

  return (
    <section className="stream-key" aria-label="推流设置">
      <h3>推流设置</h3>
      {error && <p className="stream-key__error">{error}</p>}
      {!error && !streamKey && <p>加载中…</p>}
      {streamKey && (
        <>
          <div className="stream-key__row">
            <span>服务器地址</span>
            <code data-testid="rtmp-server">{streamKey.rtmpServer}</code>
            <button type="button" onClick={() => void copyOut('服务器地址', streamKey.rtmpServer)}>
              复制
            </button>
          </div>
          <div className="stream-key__row">
            <span>推流码</span>
            <code data-testid="stream-key">{revealed ? streamKey.streamKey : MASK}</code>
            <button type="button" onClick={() => setRevealed((shown) => !shown)}>
              {revealed ? '隐藏' : '显示'}
            </button>
            <button type="button" onClick={() => void copyOut('推流码', streamKey.streamKey)}>
              复制
            </button>
          </div>
          <div className="stream-key__row">
            <span />
            <button type="button" disabled={renewal.isPending} onClick={renew}>
              重新生成推流码
            </button>
          </div>
          {told && <p role="status">{told}</p>}
          <p className="stream-key__hint">
            推流码相当于直播间的密码，请勿泄露给他人。在 OBS「设置 → 推流」中选择「自定义」，填入服务器地址与推流码即可开播。
          </p>
        </>
      )}
    </section>
  );
}
