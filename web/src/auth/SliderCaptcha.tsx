import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BLOCK_PUZZLE_PIECE_WIDTH, CAPTCHA_REFERENCE_WIDTH, SLIDER_PROMPT } from '@portal/contracts';
import { sliderCaptchaMachine, type CaptchaMode } from './slider-captcha.machine';
import { captchaActors } from './captcha-client';
import { captchaImageSrc, useCaptchaClient } from './captcha-context';

export type SliderCaptchaActor = ActorRefFrom<typeof sliderCaptchaMachine>;

export interface SliderCaptchaProps {
  mode: CaptchaMode;
  /** The pass value, 1 s after the puzzle was solved. */
  onPass: (captchaVerification: string) => void;
  /** A pop-up box closed itself, 1.5 s after the puzzle was solved. */
  onClosed?: () => void;
  /** Holds the running captcha while it is shown, so its owner can send it REFRESH. */
  controlRef?: RefObject<SliderCaptchaActor | null>;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** The block puzzle: drag the handle until the piece fills the hole in the picture. */
export function SliderCaptcha({ mode, onPass, onClosed, controlRef }: SliderCaptchaProps) {
  const client = useCaptchaClient();
  const [machine] = useState(() => sliderCaptchaMachine.provide({ actors: captchaActors(client, 'blockPuzzle') }));
  const actor = useActorRef(machine, { input: { mode } });
  const snapshot = useSelector(actor, (current) => current);
  const imageRef = useRef<HTMLDivElement>(null);
  const stopDragging = useRef<(() => void) | null>(null);

  useEffect(() => {
    const passed = actor.on('passed', (event) => onPass(event.captchaVerification));
    const closed = actor.on('closed', () => onClosed?.());
    return () => {
      passed.unsubscribe();
      closed.unsubscribe();
    };
  }, [actor, onPass, onClosed]);

  useEffect(() => {
    if (!controlRef) return;
    controlRef.current = actor;
    return () => {
      controlRef.current = null;
    };
  }, [actor, controlRef]);

  useEffect(() => () => stopDragging.current?.(), []);

  const { images, x, message } = snapshot.context;
  const idle = snapshot.hasTag('idle');
  const passed = snapshot.hasTag('success');
  const failed = snapshot.hasTag('failure');

  // Mouse, pen and touch alike: the handle captures the pointer, so a finger that slides off the
  // handle (or the picture) still drags it, and the page does not scroll under it (touch-action: none).
  function startDragging(event: ReactPointerEvent<HTMLElement>) {
    if (!idle || event.isPrimary === false || event.button > 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    if (event.pointerId !== undefined && typeof handle.setPointerCapture === 'function') {
      handle.setPointerCapture(event.pointerId);
    }
    const width = imageRef.current?.getBoundingClientRect().width || CAPTCHA_REFERENCE_WIDTH;
    const maxX = width - (BLOCK_PUZZLE_PIECE_WIDTH * width) / CAPTCHA_REFERENCE_WIDTH;
    const startX = event.clientX;
    const pointer = event.pointerId;
    const move = (moved: PointerEvent) => {
      if (moved.pointerId === pointer) actor.send({ type: 'DRAG.MOVE', x: clamp(moved.clientX - startX, 0, maxX) });
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', drop);
      window.removeEventListener('pointercancel', drop);
      stopDragging.current = null;
    };
    const drop = (dropped: PointerEvent) => {
      if (dropped.pointerId !== pointer) return;
      move(dropped);
      stop();
      actor.send({ type: 'DRAG.END', renderedWidth: width });
    };
    actor.send({ type: 'DRAG.START' });
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', drop);
    window.addEventListener('pointercancel', drop);
    stopDragging.current = stop;
  }

  const stateClass = passed ? ' is-success' : failed ? ' is-failure' : '';

  return (
    <div className={`slider-captcha${stateClass}`} data-testid="slider-captcha">
      <div className="slider-captcha__image" ref={imageRef} data-testid="slider-image">
        {images ? (
          <>
            <img src={captchaImageSrc(images.original)} alt="" draggable={false} data-testid="slider-background" />
            <img
              className="slider-captcha__piece"
              src={captchaImageSrc(images.jigsaw)}
              alt=""
              draggable={false}
              style={{ left: x }}
              data-testid="slider-piece"
            />
          </>
        ) : (
          <div className="slider-captcha__blank" />
        )}
        <button
          type="button"
          className="slider-captcha__refresh"
          aria-label="换一张"
          title="换一张"
          onClick={() => actor.send({ type: 'REFRESH' })}
          data-testid="slider-refresh"
        >
          ⟳
        </button>
        {message && (
          <span className="slider-captcha__message" role="status" data-testid="slider-message">
            {message}
          </span>
        )}
      </div>
      <div className="slider-captcha__track">
        {x === 0 && <span className="slider-captcha__prompt">{SLIDER_PROMPT}</span>}
        <span className="slider-captcha__fill" style={{ width: x }} />
        <span
          className="slider-captcha__handle"
          aria-label={SLIDER_PROMPT}
          style={{ left: x }}
          onPointerDown={startDragging}
          data-testid="slider-handle"
        >
          {passed ? '✓' : failed ? '✕' : '→'}
        </span>
      </div>
    </div>
  );
}
