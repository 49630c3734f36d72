import { vars } from '@site/theme';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../styles/focus-ring';

export interface TabItem {
  /** Stable id, also the value reported by `onValueChange`. */
  id: string;
  label: ReactNode;
  /** The panel shown while this tab is selected. */
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** The selected tab id (controlled). */
  value?: string;
  /** The tab selected first when uncontrolled; defaults to the first enabled tab. */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /** Names the tab list for screen readers, e.g. "Login method". */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /**
   * `automatic` (default): arrow keys move focus and select. `manual`: arrow keys move focus,
   * Enter or Space selects (for panels that are slow to render).
   */
  activation?: 'automatic' | 'manual';
  /** Stretch the tabs to share the full width. */
  fullWidth?: boolean;
  /** Keep every panel mounted (hidden) instead of rendering only the selected one. */
  keepMounted?: boolean;
  className?: string;
}

const List = styled.div<{ $fullWidth: boolean }>`
  display: flex;
  gap: ${vars.space.xs};
  border-bottom: 1px solid ${vars.color.border};
  font-family: ${vars.font.family};

  & > button {
    flex: ${(p) => (p.$fullWidth ? '1 1 0' : '0 0 auto')};
  }
`;

const Tab = styled.button`
  margin: 0 0 -1px;
  padding: ${vars.space.sm} ${vars.space.lg};
  border: 0;
  border-bottom: ${vars.space.xxs} solid transparent;
  background: transparent;
  color: ${vars.color.textMuted};
  font: inherit;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightMedium};
  cursor: pointer;
  transition:
    color ${vars.motion.fast} ${vars.motion.easing},
    border-color ${vars.motion.fast} ${vars.motion.easing};
  ${focusRing}

  &:hover:not(:disabled) {
    color: ${vars.color.text};
  }
  &[aria-selected='true'] {
    /* brandStrong for the text: plain brand is too light for small text on light skins */
    color: ${vars.color.brandStrong};
    border-bottom-color: ${vars.color.brand};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Panel = styled.div`
  padding: ${vars.space.lg} 0;
  ${focusRing}
`;

/**
 * Tabs following the WAI-ARIA tabs pattern: one tab stop for the whole list (roving
 * `tabIndex`), Arrow Left/Right, Home and End move between enabled tabs, and each tab
 * controls a `tabpanel` labelled by it.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  activation = 'automatic',
  fullWidth = false,
  keepMounted = false,
  className,
  ...labelling
}: TabsProps) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const [internal, setInternal] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? internal;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  // The tab that holds the list's single tab stop: the selected one, else the first enabled.
  const tabStop = items.some((item) => item.id === selected && !item.disabled)
    ? selected
    : firstEnabled;

  const select = (id: string) => {
    if (id === selected) return;
    if (value === undefined) setInternal(id);
    onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const enabled = items.map((item, i) => ({ item, i })).filter(({ item }) => !item.disabled);
    const position = enabled.findIndex(({ i }) => i === index);
    let target: TabItem | undefined;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        target = enabled[(position + 1) % enabled.length]?.item;
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        target = enabled[(position - 1 + enabled.length) % enabled.length]?.item;
        break;
      case 'Home':
        target = enabled[0]?.item;
        break;
      case 'End':
        target = enabled[enabled.length - 1]?.item;
        break;
      default:
        return;
    }
    event.preventDefault();
    if (!target) return;
    tabRefs.current.get(target.id)?.focus();
    if (activation === 'automatic') select(target.id);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={className}>
      <List role="tablist" aria-orientation="horizontal" $fullWidth={fullWidth} {...labelling}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(node) => {
              if (node) tabRefs.current.set(item.id, node);
              else tabRefs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={tabId(item.id)}
            aria-selected={item.id === selected}
            aria-controls={panelId(item.id)}
            tabIndex={item.id === tabStop ? 0 : -1}
            disabled={item.disabled}
            onClick={() => select(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {items.map((item) =>
        item.id === selected || keepMounted ? (
          <Panel
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            hidden={item.id !== selected}
            tabIndex={0}
          >
            {item.content}
          </Panel>
        ) : null,
      )}
    </div>
  );
}
