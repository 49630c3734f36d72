import { vars } from '@site/theme';
import { focusRing } from '@site/ui';
import styled from 'styled-components';
import { GAMES_LIMITS } from '../constants';

const Scroller = styled.div`
  display: grid;
  grid-auto-flow: column;
  /* The tab scroller shows 8 (section 2); the rest scroll sideways. */
  grid-auto-columns: calc((100% - 7 * ${vars.space.xs}) / ${GAMES_LIMITS.vendorTabsVisible});
  gap: ${vars.space.xs};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  padding-bottom: ${vars.space.xxs};
  /* One row of tabs, reserved before the tabs arrive: nothing below moves when they do. */
  min-height: calc(
    ${vars.font.sizeSm} * ${vars.font.lineHeight} + 2 * ${vars.space.sm} + 2px + ${vars.space.xxs}
  );
  box-sizing: border-box;

  @media (max-width: 48rem) {
    grid-auto-columns: calc((100% - 3 * ${vars.space.xs}) / 4);
  }
`;

const Tab = styled.button`
  min-width: 0;
  padding: ${vars.space.sm} ${vars.space.xs};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeight};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  scroll-snap-align: start;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${vars.color.brand};
    border-color: ${vars.color.brand};
    color: ${vars.color.onBrand};
  }

  ${focusRing}
`;

export interface TabOption {
  id: string;
  label: string;
  /** A vendor under maintenance shows it in its title. */
  note?: string;
}

export interface VendorTabsProps {
  options: readonly TabOption[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
}

/** Vendor and special tabs: toggle buttons in a sideways scroller that shows 8 at a time. */
export function VendorTabs({ options, selected, onSelect, label }: VendorTabsProps) {
  return (
    <Scroller role="group" aria-label={label}>
      {options.map((option) => (
        <Tab
          key={option.id}
          type="button"
          aria-pressed={option.id === selected}
          title={option.note ? `${option.label} (${option.note})` : option.label}
          onClick={() => onSelect(option.id)}
        >
          {option.label}
        </Tab>
      ))}
    </Scroller>
  );
}
