import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FeedSport,
  type ListChannel,
  type ListRow,
  type ListState,
} from '@portal/contracts';
import { beijingDay } from '../lib/time';
import { useChannel } from '../realtime/use-channel';
import { useServerNow } from '../realtime/server-time';
import { comingUp, endedToday, listOfRows, liveOrder, lotteryOrder, rowsOf } from './rows';
import { ScoreBoard, type OnPatch } from './ScoreBoard';
import { scoreKeys, scoreQueries } from './queries';

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

type LotteryChannel = Extract<ListChannel, 'list:football:jczq' | 'list:football:bjdc' | 'list:football:lottery' | 'list:basketball:jclq'>;

/** 竞彩足球, 北京单场, 足彩 and 竞彩篮球: the current issue's matches by their number in it. */
export function LotteryScoresPage({ sport, channel }: { sport: FeedSport; channel: LotteryChannel }) {
  const list = useChannel<ListState>(channel);
  const rows = useMemo(() => lotteryOrder(rowsOf(list.state)), [list.state]);
  return (
    <ScoreBoard
      sport={sport}
      category={channel.slice('list:'.length)}
      rows={rows}
      status={list.status}
      onPatch={list.onPatch}
      issueNum={list.state?.issueNum ?? null}
      numbered
      goalAlerts
      emptyText="本期暂无比赛"
    />
  );
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
          void queryClient.invalidateQueries({ queryKey: scoreKeys.today(sport, today) });
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
