import { useCallback, type ReactNode, type RefObject } from 'react';
import type { CaptchaType } from '@portal/contracts';
import { useEscapeKey } from '../lib/use-escape-key';
import { ClickWordCaptcha } from './ClickWordCaptcha';
import { SliderCaptcha, type SliderCaptchaActor } from './SliderCaptcha';

/** Title of the pop-up that hosts a captcha (SPEC §8). */
export const SECURITY_VERIFICATION_TITLE = '请完成安全验证';

/** The security verification pop-up: a title, a close button (or Escape), and the captcha inside. */
export function SecurityVerification({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  useEscapeKey(onClose);
  return (
    <div className="verify-mask" data-testid="security-verification">
      <div className="verify-box" role="dialog" aria-modal="true" aria-label={SECURITY_VERIFICATION_TITLE}>
        <div className="verify-box__head">
          <span>{SECURITY_VERIFICATION_TITLE}</span>
          <button
            type="button"
            className="verify-box__close"
            aria-label="关闭"
            onClick={onClose}
            data-testid="security-verification-close"
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

export interface CaptchaPopupProps {
  captchaType?: CaptchaType;
  /** The captcha passed: its pass value, for /inform/send/sms. */
  onPass: (captchaVerification: string) => void;
  /** The pop-up is done: closed by the user, or by itself after a pass. */
  onClose: () => void;
  /** The running slider, for its owner's REFRESH. */
  sliderControlRef?: RefObject<SliderCaptchaActor | null>;
}

/**
 * The security verification pop-up with a captcha: the block puzzle, which closes itself 1.5 s after
 * a pass, or click-word, which closes with its pass.
 */
export function CaptchaPopup({ captchaType = 'blockPuzzle', onPass, onClose, sliderControlRef }: CaptchaPopupProps) {
  const passClickWord = useCallback(
    (captchaVerification: string) => {
      onPass(captchaVerification);
      onClose();
    },
    [onPass, onClose],
  );
  return (
    <SecurityVerification onClose={onClose}>
      {captchaType === 'blockPuzzle' ? (
        <SliderCaptcha mode="pop" onPass={onPass} onClosed={onClose} controlRef={sliderControlRef} />
      ) : (
        <ClickWordCaptcha onPass={passClickWord} />
      )}
    </SecurityVerification>
  );
}
