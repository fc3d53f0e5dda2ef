import { useCallback, useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { PHONE_ERROR, SMS_SENT_MESSAGE, VERIFY_CODE_LENGTH, strictPhoneSchema } from '@portal/contracts';
import { GetCodeButton } from './GetCodeButton';
import { CaptchaPopup } from './SecurityVerification';
import { smsCountdownMachine } from './sms-countdown.machine';
import './accounts.css';

const TOAST_MS = 2_000;

export interface SmsCodeFieldProps {
  phone: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** Prefix of the data-testids: `${testIdPrefix}-code`, `-get-code`, `-sms-error`, `-sms-toast`. */
  testIdPrefix: string;
}

/**
 * The SMS code input with its get-code button: a valid phone opens the security verification, its
 * pass sends the code, and the button counts down 60 s.
 */
export function SmsCodeField({ phone, code, onCodeChange, testIdPrefix }: SmsCodeFieldProps) {
  const sms = useActorRef(smsCountdownMachine, { input: {} });
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);

  useEffect(() => {
    const sent = sms.on('SMS.SENT', () => setToast(SMS_SENT_MESSAGE));
    const failed = sms.on('SMS.FAILED', (event) => setError(event.message));
    return () => {
      sent.unsubscribe();
      failed.unsubscribe();
    };
  }, [sms]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const passCaptcha = useCallback(
    (captchaVerification: string) => sms.send({ type: 'CODE.SEND', mobile: phone, captchaVerification }),
    [sms, phone],
  );
  const closeVerification = useCallback(() => setVerifying(false), []);

  function getCode() {
    if (!strictPhoneSchema.safeParse(phone).success) {
      setError(PHONE_ERROR);
      return;
    }
    setError(null);
    setVerifying(true);
  }

  return (
    <>
      <div className="account-form__field account-form__field--code">
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFY_CODE_LENGTH}
          placeholder="请输入短信验证码"
          aria-label="短信验证码"
          value={code}
          onChange={(event) => onCodeChange(event.target.value.trim())}
          data-testid={`${testIdPrefix}-code`}
        />
        <GetCodeButton sms={sms} onClick={getCode} testId={`${testIdPrefix}-get-code`} />
      </div>
      {error && (
        <p className="account-form__hint" role="alert" data-testid={`${testIdPrefix}-sms-error`}>
          {error}
        </p>
      )}
      {toast && (
        <div className="toast" role="status" data-testid={`${testIdPrefix}-sms-toast`}>
          {toast}
        </div>
      )}
      {verifying && <CaptchaPopup onPass={passCaptcha} onClose={closeVerification} />}
    </>
  );
}
