import { selectLoggedIn, useSiteSelector } from '@site/api-core';
import { useFlag, vars } from '@site/theme';
import { focusRing, guardUrl } from '@site/ui';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { MINI_GAME_SCRIPT_PATHS } from '../constants';
import { useLotteryHosts } from '../shared/use-lottery-hosts';
import { useSiteStorage } from '../shared/use-site-storage';
import { loadMiniGameScript } from './load-script';
import { dragStarted, miniGameShown, tiltOf } from './mini-game-rules';

const Box = styled.aside`
  display: grid;
  gap: ${vars.space.xs};
  width: 220px;
  padding: ${vars.space.sm};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  touch-action: none;
  user-select: none;
  transition: transform ${vars.motion.fast} ${vars.motion.easing};
  &[data-dragging='true'] {
    transition: none;
    cursor: grabbing;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  cursor: grab;
  font-weight: ${vars.font.weightBold};
  font-size: ${vars.font.sizeSm};
  button {
    border: 0;
    background: none;
    color: ${vars.color.textMuted};
    cursor: pointer;
    ${focusRing}
  }
`;

const Stage = styled.div`
  min-height: 48px;
  font-size: ${vars.font.sizeSm};
`;

const Launcher = styled.button`
  padding: ${vars.space.sm} ${vars.space.md};
  border: 0;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brand};
  color: ${vars.color.onBrand};
  box-shadow: ${vars.shadow.md};
  cursor: pointer;
  ${focusRing}
`;

export interface MiniGameViewProps {
  /** The script address (through the URL guard); null shows the failure text. */
  scriptSrc: string | null;
  merchant: string;
}

/**
 * The floating mini-game: loads its script once, mounts it into its stage, and can be dragged
 * by its title bar after a 150 ms hold, tilting with the horizontal movement (clamped to 25°).
 * Position and tilt are written to the element's style, never through styled-components props.
 */
export function MiniGameView({ scriptSrc, merchant }: MiniGameViewProps) {
  const { t } = useTranslation('lottery');
  const [open, setOpen] = useState(true);
  const [failed, setFailed] = useState(false);
  const boxRef = useRef<HTMLElement | null>(null);
  const stageRef = useRef<HTMLDivElement | null>(null);
  const drag = useRef<{
    downAt: number;
    x: number;
    y: number;
    baseX: number;
    baseY: number;
    timer: number | null;
    active: boolean;
  }>({ downAt: 0, x: 0, y: 0, baseX: 0, baseY: 0, timer: null, active: false });
  const offset = useRef({ x: 0, y: 0 });

  useEffect(() => {
    if (!open || !scriptSrc || !stageRef.current) return;
    let unmount: (() => void) | void;
    let cancelled = false;
    const stage = stageRef.current;
    loadMiniGameScript(scriptSrc).then(
      (api) => {
        if (!cancelled) unmount = api.mount(stage, { merchant, title: t('mini_title') });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      if (typeof unmount === 'function') unmount();
    };
  }, [open, scriptSrc, merchant, t]);

  const place = (x: number, y: number, tilt: number) => {
    offset.current = { x, y };
    if (boxRef.current)
      boxRef.current.style.transform = `translate(${x}px, ${y}px) rotate(${tilt}deg)`;
  };

  const onPointerDown = (event: ReactPointerEvent) => {
    if ((event.target as HTMLElement).closest('button')) return;
    const state = drag.current;
    state.downAt = event.timeStamp;
    state.x = event.clientX;
    state.y = event.clientY;
    state.baseX = offset.current.x;
    state.baseY = offset.current.y;
    state.active = false;
    state.timer = window.setTimeout(() => {
      state.active = true;
      boxRef.current?.setAttribute('data-dragging', 'true');
    }, 150);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const state = drag.current;
    if (!state.active || !dragStarted(event.timeStamp - state.downAt)) return;
    const dx = event.clientX - state.x;
    place(state.baseX + dx, state.baseY + (event.clientY - state.y), tiltOf(event.movementX));
  };
  const onPointerUp = () => {
    const state = drag.current;
    if (state.timer !== null) window.clearTimeout(state.timer);
    state.timer = null;
    if (state.active) place(offset.current.x, offset.current.y, 0);
    state.active = false;
    boxRef.current?.removeAttribute('data-dragging');
  };

  if (!open) {
    return (
      <Launcher type="button" onClick={() => setOpen(true)}>
        {t('mini_open')}
      </Launcher>
    );
  }
  return (
    <Box ref={boxRef} aria-label={t('mini_title')} data-testid="mini-game">
      <Bar
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <span>{t('mini_title')}</span>
        <button type="button" aria-label={t('mini_close')} onClick={() => setOpen(false)}>
          ×
        </button>
      </Bar>
      <Stage ref={stageRef}>{failed || !scriptSrc ? t('mini_failed') : null}</Stage>
    </Box>
  );
}

/** The widget the shell places: shown by login state, route and the two flags. */
export function MiniGameWidget() {
  const { pathname } = useLocation();
  const signedIn = useSiteSelector(selectLoggedIn);
  const lott = useFlag('LOTTMINIGAME3');
  const sea = useFlag('SEALOTTMINIGAME3');
  const { lotteryHost } = useLotteryHosts();
  const storage = useSiteStorage();
  if (!miniGameShown({ pathname, signedIn, lott, sea })) return null;
  const scriptSrc = lotteryHost ? guardUrl(`${lotteryHost}${MINI_GAME_SCRIPT_PATHS[0]}`) : null;
  return <MiniGameView scriptSrc={scriptSrc} merchant={storage.merchantCode() ?? ''} />;
}

export { MiniGameWidget as Component };
