import { SPOILER_DELAY_CHOICES, useSpoilerDelay } from '../realtime/spoiler-delay';
import { ToolPanel } from '../scores/ToolPanel';
import { useAlertSounds } from './alert-sounds';
import './alerts.css';

/** How a hold-back reads in the settings: 关闭 or 30 秒. */
export function spoilerDelayLabel(seconds: number): string {
  return seconds === 0 ? '关闭' : `${seconds} 秒`;
}

/** The no-spoiler hold-back as a select; `extra` is a value offered beside the usual ones (a measured one). */
export function SpoilerDelaySelect({ extra }: { extra?: number }) {
  const { seconds, setSeconds } = useSpoilerDelay();
  const choices = [...new Set([...SPOILER_DELAY_CHOICES, seconds, ...(extra ? [extra] : [])])].sort((a, b) => a - b);
  return (
    <label className="spoiler-delay alert-settings__row">
      比分延迟
      <select value={seconds} onChange={(event) => setSeconds(Number(event.target.value))} aria-label="比分延迟">
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {spoilerDelayLabel(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** 提醒设置: the sounds of the collected matches' alerts, home and away apart, and the score hold-back. */
export function AlertSettings() {
  const { home, away } = useAlertSounds();
  const switches = [
    { label: '主队声音', sound: home },
    { label: '客队声音', sound: away },
  ];
  const { seconds } = useSpoilerDelay();
  return (
    <div className="alert-settings">
      <ToolPanel
        label="提醒设置"
        note={seconds > 0 ? `延迟 ${seconds} 秒` : undefined}
        className="alert-settings__panel"
      >
        {() => (
          <>
            <h3>关注比赛的进球、红牌提醒</h3>
            {switches.map(({ label, sound }) => (
              <label className="alert-settings__row" key={label}>
                <input type="checkbox" checked={sound.on} onChange={(event) => sound.setOn(event.target.checked)} />
                {label}
              </label>
            ))}
            <h3>防剧透</h3>
            <SpoilerDelaySelect />
            <p className="alert-settings__hint">比分、提醒和声音都晚 N 秒出现，与您观看的直播画面保持一致。</p>
          </>
        )}
      </ToolPanel>
    </div>
  );
}
