import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { planSettledNoticeSchema, type PlanSettledNotice } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { sharedSocketAs } from '../realtime/socket';
import { resultText } from './plan-text';
import { expertsChanged } from './queries';

/** How long a settled-plan toast stays. */
export const PLAN_NOTICE_MS = 10_000;

/** The part of the tab's socket the notices use. */
export interface PlanNoticeSource {
  on(event: 'plan.settled', listener: (notice: unknown) => void): unknown;
  off(event: 'plan.settled', listener: (notice: unknown) => void): unknown;
}

function tabSocket(): PlanNoticeSource {
  return sharedSocketAs<PlanNoticeSource>();
}

/**
 * A plan the signed-in user bought or published settled: the expert pages' queries are fetched
 * again (so open pages show the result without a reload) and a toast says so. Mounted once, in the root layout.
 */
export function PlanNotices({ source = tabSocket }: { source?: () => PlanNoticeSource }) {
  const { verified } = useAuth();
  if (!verified) return null;
  return <PlanToasts source={source} />;
}

function PlanToasts({ source }: { source: () => PlanNoticeSource }) {
  const queryClient = useQueryClient();
  const [notices, setNotices] = useState<PlanSettledNotice[]>([]);
  useEffect(() => {
    const socket = source();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onSettled = (payload: unknown) => {
      const parsed = planSettledNoticeSchema.safeParse(payload);
      if (!parsed.success) return;
      const notice = parsed.data;
      void expertsChanged(queryClient);
      setNotices((shown) => [...shown.filter((old) => old.planId !== notice.planId), notice].slice(-3));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setNotices((shown) => shown.filter((old) => old !== notice));
      }, PLAN_NOTICE_MS);
      timers.add(timer);
    };
    socket.on('plan.settled', onSettled);
    return () => {
      socket.off('plan.settled', onSettled);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [source, queryClient]);
  if (notices.length === 0) return null;
  return (
    <div className="plan-toasts" role="status" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.planId} className="plan-toast" data-testid="plan-toast" data-code={notice.code}>
          方案「{notice.title}」已结算：<strong>{resultText(notice.result)}</strong>
          <Link to="/guide/expert/plan" search={{ code: notice.code }} className="button">
            查看
          </Link>
        </div>
      ))}
    </div>
  );
}
