import { vars } from '@site/theme';
import { Loader } from '@site/ui';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useCaptchaTranslation } from './i18n/captcha-i18n';
import styled from 'styled-components';
import { useCaptchaSliderChallengeMutation } from './captcha-api';
import {
  fetchChallengeWithRetry,
  pictureSource,
  recordedSlide,
  type SliderChallenge,
  type SliderProof,
  type TracePoint,
} from './slider-proof';

const Root = styled.div`
  display: grid;
  gap: ${vars.space.xs};
  margin-bottom: ${vars.space.md};
`;

const Track = styled.div<{ $state: string }>`
  position: relative;
  height: 40px;
  border: 1px solid
    ${(p) => (p.$state === 'solved' ? vars.color.success : p.$state === 'error' ? vars.color.danger : vars.color.border)};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  touch-action: none;
  user-select: none;
`;

const Picture = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border-radius: ${vars.radius.md};
  pointer-events: none;
`;

const Handle = styled.div`
  position: absolute;
  top: 2px;
  bottom: 2px;
  width: 34px;
  margin-left: -17px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.brand};
  color: ${vars.color.onBrand};
  cursor: grab;
  display: flex;
  align-items: center;
  justify-content: center;
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const Status = styled.p<{ $tone: 'muted' | 'danger' | 'success' }>`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${(p) => (p.$tone === 'danger' ? vars.color.danger : p.$tone === 'success' ? vars.color.success : vars.color.textMuted)};
`;

const RetryButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  color: ${vars.color.danger};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

export interface SliderCaptchaProps {
  /** Called with the proof when solved, and with null when a new challenge replaces it. */
  onChange: (proof: SliderProof | null) => void;
  /** Change it to ask for a new challenge (after a failed login). */
  resetKey?: number;
  /** `verify_first` from a submit before solving. */
  error?: string;
}

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready'; challenge: SliderChallenge; message?: 'slider_too_fast' }
  | { kind: 'solved' }
  | { kind: 'unavailable' };

const KEY_STEP = 2;

/**
 * The slider verification used when GEETEST3 is on: a challenge from `/wps/captcha/geetest`
 * (5000 ms timeout, one automatic retry) whose picture shows the gap, a slide to it by pointer or
 * keyboard (arrows, then Enter), a too-fast slide rejected. The widget records the slide (final
 * position and the trace with timestamps) and the next submit carries it: the server judges
 * whether it reached the gap (ADR 0166). A rejected slide comes back as a failed submit, and the
 * form asks for a new challenge through `resetKey`.
 */
export function SliderCaptcha({ onChange, resetKey = 0, error }: SliderCaptchaProps) {
  const { t } = useCaptchaTranslation();
  const [fetchGeetest] = useCaptchaSliderChallengeMutation();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [position, setPosition] = useState(0);
  const startedAt = useRef<number | null>(null);
  const pressY = useRef(0);
  const trace = useRef<TracePoint[]>([]);
  const track = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const loadChallenge = useCallback(
    async (message?: 'slider_too_fast') => {
      setPhase({ kind: 'loading' });
      setPosition(0);
      startedAt.current = null;
      trace.current = [];
      onChangeRef.current(null);
      const challenge = await fetchChallengeWithRetry(async () => {
        const result = await fetchGeetest();
        return 'data' in result && result.data ? (result.data as SliderChallenge) : null;
      });
      setPhase(
        challenge
          ? { kind: 'ready', challenge, ...(message ? { message } : {}) }
          : { kind: 'unavailable' },
      );
    },
    [fetchGeetest],
  );

  useEffect(() => {
    void loadChallenge();
  }, [loadChallenge, resetKey]);

  const record = (x: number, y = 0) => {
    const start = startedAt.current;
    if (start === null) return;
    trace.current.push([x, y, Date.now() - start]);
  };

  const begin = (x: number, y = 0) => {
    if (startedAt.current !== null) return;
    startedAt.current = Date.now();
    pressY.current = y;
    trace.current = [];
    record(x);
  };

  const finish = (at: number) => {
    if (phase.kind !== 'ready') return;
    const verdict = recordedSlide(phase.challenge, at, trace.current);
    if (verdict.kind === 'sent') {
      setPhase({ kind: 'solved' });
      onChangeRef.current(verdict.proof);
      return;
    }
    void loadChallenge('slider_too_fast');
  };

  const positionAt = (clientX: number) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return position;
    return Math.min(100, Math.max(0, ((clientX - rect.left) / rect.width) * 100));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (phase.kind !== 'ready') return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    begin(positionAt(event.clientX), event.clientY);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (phase.kind === 'ready' && startedAt.current !== null && event.buttons > 0) {
      const x = positionAt(event.clientX);
      setPosition(x);
      record(x, event.clientY - pressY.current);
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (phase.kind !== 'ready' || startedAt.current === null) return;
    const x = positionAt(event.clientX);
    record(x, event.clientY - pressY.current);
    finish(x);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (phase.kind !== 'ready') return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      begin(position);
      const next = Math.min(
        100,
        Math.max(0, position + (event.key === 'ArrowRight' ? KEY_STEP : -KEY_STEP)),
      );
      setPosition(next);
      record(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      record(position);
      finish(position);
    }
  };

  const state =
    phase.kind === 'solved'
      ? 'solved'
      : error || (phase.kind === 'ready' && phase.message)
        ? 'error'
        : 'idle';
  const picture = phase.kind === 'ready' ? pictureSource(phase.challenge.picture) : null;
  return (
    <Root>
      <Track
        ref={track}
        $state={state}
        data-testid="slider-track"
        {...(phase.kind === 'ready' ? { 'data-challenge': phase.challenge.challenge } : {})}
      >
        {picture ? <Picture src={picture} alt="" aria-hidden="true" draggable={false} /> : null}
        {phase.kind === 'loading' ? <Loader size="sm" label={t('slider_loading')} /> : null}
        {phase.kind === 'ready' || phase.kind === 'solved' ? (
          <Handle
            role="slider"
            tabIndex={phase.kind === 'ready' ? 0 : -1}
            aria-label={t('slider_handle')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(position)}
            aria-disabled={phase.kind === 'solved' || undefined}
            style={{ left: `${position}%` }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onKeyDown={onKeyDown}
          >
            ⇢
          </Handle>
        ) : null}
      </Track>
      <div aria-live="polite">
        {phase.kind === 'unavailable' ? (
          <RetryButton type="button" onClick={() => void loadChallenge()}>
            {t('slider_unavailable')}
          </RetryButton>
        ) : null}
        {phase.kind === 'solved' ? <Status $tone="success">{t('slider_solved')}</Status> : null}
        {phase.kind === 'ready' && phase.message ? (
          <Status $tone="danger">{t(phase.message)}</Status>
        ) : null}
        {phase.kind === 'ready' && !phase.message ? (
          <Status $tone={error ? 'danger' : 'muted'}>{error ?? t('slider_hint')}</Status>
        ) : null}
      </div>
    </Root>
  );
}
