import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { z } from 'zod';
import { BarrageFlights } from '../../../chat/Barrage';
import { pageHead } from '../../../page-head';

const barrageSearchSchema = z.object({
  /** The room whose messages fly across. */
  roomId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_bare/components/barrage')({
  validateSearch: barrageSearchSchema,
  head: pageHead('/components/barrage'),
  component: ComponentsBarragePage,
});

/**
 * The danmaku overlay an anchor adds to OBS as a browser source (/components/barrage?roomId=…):
 * nothing but the room's messages flying across a transparent page, live from the room channel.
 */
function ComponentsBarragePage() {
  const { roomId } = Route.useSearch();
  useEffect(() => {
    document.documentElement.classList.add('is-overlay');
    return () => document.documentElement.classList.remove('is-overlay');
  }, []);
  if (roomId === undefined) return <p className="barrage-overlay__hint">请在地址后加上 ?roomId=直播间号</p>;
  return (
    <div className="barrage-overlay" data-testid="barrage-overlay">
      <BarrageFlights roomId={roomId} />
    </div>
  );
}
