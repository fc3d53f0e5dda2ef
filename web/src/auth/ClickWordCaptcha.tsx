import { useEffect, useState, type MouseEvent, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CAPTCHA_REFERENCE_HEIGHT, CAPTCHA_REFERENCE_WIDTH } from '@portal/contracts';
import { clickWordCaptchaMachine } from './click-word-captcha.machine';
import { captchaActors } from './captcha-client';
import { captchaImageSrc, useCaptchaClient } from './captcha-context';

export type ClickWordCaptchaActor = ActorRefFrom<typeof clickWordCaptchaMachine>;

export interface ClickWordCaptchaProps {
  /** The pass value, right after the third click was accepted. */
  onPass: (captchaVerification: string) => void;
  /** Holds the running captcha while it is shown, so its owner can send it REFRESH. */
  controlRef?: RefObject<ClickWordCaptchaActor | null>;
}

/** Click the words of the prompt on the picture, in order; the third click is checked. */
export function ClickWordCaptcha({ onPass, controlRef }: ClickWordCaptchaProps) {
  const client = useCaptchaClient();
  const [machine] = useState(() => clickWordCaptchaMachine.provide({ actors: captchaActors(client, 'clickWord') }));
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (current) => current);

  useEffect(() => {
    const passed = actor.on('passed', (event) => onPass(event.captchaVerification));
    return () => passed.unsubscribe();
  }, [actor, onPass]);

  useEffect(() => {
    if (!controlRef) return;
    controlRef.current = actor;
    return () => {
      controlRef.current = null;
    };
  }, [actor, controlRef]);

  const { image, wordList, marks, message } = snapshot.context;
  const passed = snapshot.hasTag('success');
  const failed = snapshot.hasTag('failure');

  function click(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    actor.send({
      type: 'CLICK',
      x: event.clientX - box.left,
      y: event.clientY - box.top,
      renderedWidth: box.width || CAPTCHA_REFERENCE_WIDTH,
      renderedHeight: box.height || CAPTCHA_REFERENCE_HEIGHT,
    });
  }

  const stateClass = passed ? ' is-success' : failed ? ' is-failure' : '';

  return (
    <div className={`click-word-captcha${stateClass}`} data-testid="click-word-captcha">
      <div className="click-word-captcha__image" onClick={click} data-testid="click-word-image">
        {image ? (
          <img src={captchaImageSrc(image)} alt="" draggable={false} />
        ) : (
          <div className="slider-captcha__blank" />
        )}
        {marks.map((mark, index) => (
          <span key={index} className="click-word-captcha__mark" style={{ left: mark.x, top: mark.y }}>
            {index + 1}
          </span>
        ))}
        <button
          type="button"
          className="slider-captcha__refresh"
          aria-label="换一张"
          title="换一张"
          onClick={(event) => {
            event.stopPropagation();
            actor.send({ type: 'REFRESH' });
          }}
          data-testid="click-word-refresh"
        >
          ⟳
        </button>
      </div>
      <p className="click-word-captcha__prompt" role="status" data-testid="click-word-prompt">
        {message ?? (wordList.length > 0 ? `请依次点击【${wordList.join(',')}】` : '加载中…')}
      </p>
    </div>
  );
}
