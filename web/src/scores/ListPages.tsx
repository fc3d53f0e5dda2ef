import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  LIST_LOTTERY_CODES,
  type FeedSport,
  type ListRow,
  type ListState,
} from '@portal/contracts';
import { beijingDay } from '../lib/time';
import { useChannel } from '../realtime/use-channel';
import { useServerNow } from '../realtime/server-time';
import { comingUp, endedToday, listOfRows, liveOrder, lotteryOrder, rowsOf } from './rows';
import type { ChannelStatus } from '../realtime/channel.machine';
import { IssuePicker } from './IssuePicker';
import { ScoreBoard, type OnPatch } from './ScoreBoard';
import { scoreQueries, type LotteryChannel } from './queries';

/** 即时比分: the matches of today being played and to come, then the ones over. */
export function LiveScoresPage({ sport }: { sport: FeedSport }) {
  const list = useChannel<ListState>(`list:${sport}:live`);
  const rows = useMemo(() => liveOrder(rowsOf(list.state)), [list.state]);
  return (
    <ScoreBoard
      sport={sport}
      category={`${sport}:live`}
      rows={rows}
      status={list.status}
      onPatch={list.onPatch}
      goalAlerts
      emptyText="今日暂无比赛"
    />
  );
}

const NO_PATCHES: OnPatch = () => () => {};

/**
 * A lottery list page's search: `issueNum`, the issue to show, dropped when malformed. A number, as
 * the router writes a string of digits in quotes; an issue number never starts with 0.
 */
export const lotterySearchSchema = z.object({
  issueNum: z.coerce.number().int().min(10_000).max(99_999_999).optional().catch(undefined),
});

export interface LotteryScoresPageProps {
  sport: FeedSport;
  channel: LotteryChannel;
  /** The issue asked for (the page's `issueNum`); the one on sale when absent. */
  issueNum?: number | undefined;
  /** Show another issue; `undefined` for the one on sale. */
  onPickIssue(issueNum: number | undefined): void;
}

/**
 * 竞彩足球, 北京单场, 足彩 and 竞彩篮球: an issue's matches by their number in it. The issue on sale
 * is the list's channel, live; another one is read once a minute.
 */
export function LotteryScoresPage({ sport, channel, issueNum, onPickIssue }: LotteryScoresPageProps) {
  const list = useChannel<ListState>(channel);
  const issues = useQuery(scoreQueries.issues(LIST_LOTTERY_CODES[channel])).data;
  const current = list.state?.issueNum ?? issues?.issueNum ?? null;
  const asked = issueNum === undefined ? null : String(issueNum);
  const other = asked !== null && current !== null && asked !== current ? asked : null;
  const otherRows = useQuery({ ...scoreQueries.issue(channel, other ?? ''), enabled: other !== null });
  const rows = useMemo(
    () => lotteryOrder(other === null ? rowsOf(list.state) : (otherRows.data ?? [])),
    [other, list.state, otherRows.data],
  );
  const pick = (picked: string) => onPickIssue(picked === current ? undefined : Number(picked));
  const next = current === null ? undefined : issues?.issues.find((issue) => issue > current);
  return (
    <ScoreBoard
      sport={sport}
      category={channel.slice('list:'.length)}
      rows={rows}
      status={other === null ? list.status : otherStatus(otherRows.status)}
      onPatch={other === null ? list.onPatch : NO_PATCHES}
      issuePicker={
        current !== null && (
          <IssuePicker issues={issues?.issues ?? []} current={current} shown={other ?? current} onPick={pick} />
        )
      }
      numbered
      goalAlerts={other === null}
      emptyText={
        <>
          本期暂无比赛
          {other === null && next !== undefined && (
            <button type="button" className="scores-empty-next" onClick={() => pick(next)}>
              看第 {next} 期
            </button>
          )}
        </>
      }
    />
  );
}

function otherStatus(status: 'pending' | 'error' | 'success'): ChannelStatus {
  return status === 'pending' ? 'subscribing' : status === 'error' ? 'failed' : 'live';
}

/** 赛程: the matches still to come, by day. */
export function ScheduleScoresPage({ sport }: { sport: FeedSport }) {
  const list = useChannel<ListState>(`list:${sport}:schedule`);
  const rows = useMemo(() => comingUp(list.state), [list.state]);
  return (
    <ScoreBoard
      sport={sport}
      category={`${sport}:schedule`}
      rows={rows}
      status={list.status}
      onPatch={list.onPatch}
      groupByDay
      emptyText="暂无赛程"
    />
  );
}

/**
 * Today's matches of a sport from GET /live/{sport}/v1_1/today, asked again when the day changes
 * or a match leaves the live list (it keeps finished matches only for a few hours).
 */
function useTodayRows(sport: FeedSport, today: string, onPatch: OnPatch): ListRow[] {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onPatch(({ patch }) => {
        if (patch.ops.some((op) => op.op === 'del' && op.path[0] === 'matches'))
          void queryClient.invalidateQueries({ queryKey: scoreQueries.today(sport, today).queryKey });
      }),
    [onPatch, queryClient, sport, today],
  );
  return useQuery(scoreQueries.today(sport, today)).data ?? NO_ROWS;
}

const NO_ROWS: ListRow[] = [];

/** 完场: today's matches that are over, as the live list has them, and the earlier ones from today's list. */
export function EndedScoresPage({ sport }: { sport: FeedSport }) {
  const live = useChannel<ListState>(`list:${sport}:live`);
  const now = useServerNow();
  const today = beijingDay(now);
  const earlier = useTodayRows(sport, today, live.onPatch);
  const rows = useMemo(() => endedToday([listOfRows(earlier), live.state], now), [earlier, live.state, now]);
  return (
    <ScoreBoard
      sport={sport}
      category={`${sport}:end`}
      rows={rows}
      status={live.status}
      onPatch={live.onPatch}
      emptyText="今日暂无完场比赛"
    />
  );
}
