import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { smsCountdownMachine } from './sms-countdown.machine';

export type SmsCountdownActor = ActorRefFrom<typeof smsCountdownMachine>;

/** The get-code button: the seconds left while the 60 s countdown runs, disabled until it ends. */
export function GetCodeButton({
  sms,
  onClick,
  testId,
}: {
  sms: SmsCountdownActor;
  onClick: () => void;
  testId: string;
}) {
  const counting = useSelector(sms, (snapshot) => snapshot.hasTag('counting'));
  const sending = useSelector(sms, (snapshot) => snapshot.hasTag('sending'));
  const secondsLeft = useSelector(sms, (snapshot) => snapshot.context.secondsLeft);
  return (
    <button
      type="button"
      className="get-code-button"
      disabled={counting || sending}
      onClick={onClick}
      data-testid={testId}
    >
      {counting ? `${secondsLeft}s` : sending ? '发送中…' : '获取验证码'}
    </button>
  );
}
