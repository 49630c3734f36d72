import type { FloatingWidget } from '@site/feature-api';
import { vars } from '@site/theme';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useGateContext } from '../access/use-gate-context';
import { widgetShownOn } from '../composition/compose-site';
import { PartBoundary } from '../composition/part-boundary';

const components = new WeakMap<FloatingWidget, LazyExoticComponent<ComponentType>>();

function componentOf(widget: FloatingWidget) {
  let component = components.get(widget);
  if (!component) {
    component = lazy(() => widget.lazy().then((module) => ({ default: module.Component })));
    components.set(widget, component);
  }
  return component;
}

const Corner = styled.div<{ $side: 'left' | 'right' }>`
  position: fixed;
  bottom: ${vars.space.lg};
  ${(p) => (p.$side === 'left' ? 'left' : 'right')}: ${vars.space.lg};
  z-index: ${vars.layer.floating};
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
`;

/** The widgets of one placement that show on this route for this visitor. */
export function WidgetSlot({ widgets }: { widgets: readonly FloatingWidget[] }) {
  const { pathname } = useLocation();
  const gate = useGateContext();
  const shown = widgets.filter(
    (widget) => widgetShownOn(widget, pathname) && (widget.visible ?? (() => true))(gate),
  );
  return (
    <>
      {shown.map((widget) => {
        const Component = componentOf(widget);
        return (
          <Suspense key={widget.id} fallback={null}>
            <PartBoundary name={`the widget ${widget.id}`} quiet>
              <Component />
            </PartBoundary>
          </Suspense>
        );
      })}
    </>
  );
}

/** Bottom-left and bottom-right floating widgets (chat button, mini-game, quick-bet panel). */
export function FloatingWidgets({ widgets }: { widgets: readonly FloatingWidget[] }) {
  const left = widgets.filter((widget) => widget.placement === 'bottom-left');
  const right = widgets.filter((widget) => widget.placement === 'bottom-right');
  return (
    <>
      {left.length ? (
        <Corner $side="left">
          <WidgetSlot widgets={left} />
        </Corner>
      ) : null}
      {right.length ? (
        <Corner $side="right">
          <WidgetSlot widgets={right} />
        </Corner>
      ) : null}
    </>
  );
}
