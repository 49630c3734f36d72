import { vars } from '@site/theme';
import { IconButton, focusRing } from '@site/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCustomerService } from '../customer-service/use-customer-service';

/** The back-to-top button appears after 200 px of scroll. */
export const BACK_TO_TOP_AFTER_PX = 200;

const Bar = styled.aside`
  position: fixed;
  right: ${vars.space.md};
  top: 50%;
  transform: translateY(-50%);
  z-index: ${vars.layer.floating};
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
`;

const Menu = styled.ul`
  position: absolute;
  right: calc(100% + ${vars.space.sm});
  top: 0;
  min-width: 180px;
  margin: 0;
  padding: ${vars.space.xs};
  list-style: none;
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.md};
  button {
    width: 100%;
    padding: ${vars.space.sm};
    border: 0;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
    &:hover {
      background: ${vars.color.surfaceSunken};
    }
    ${focusRing}
  }
`;

const Wrapper = styled.div`
  position: relative;
`;

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm5 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm5 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z"
      />
    </svg>
  );
}

function UpIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 5l7 7-1.4 1.4L13 8.8V20h-2V8.8l-4.6 4.6L5 12z" />
    </svg>
  );
}

/** Customer service: one entry opens directly; several open a keyboard-operable list menu. */
function CustomerServiceButton() {
  const { t } = useTranslation('common');
  const { entries, open } = useCustomerService();
  const [expanded, setExpanded] = useState(false);
  const menuId = useId();
  const firstItem = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (expanded) firstItem.current?.focus();
  }, [expanded]);
  if (entries.length === 0) return null;
  if (entries.length === 1) {
    return <IconButton label={t('customer_service')} icon={<ChatIcon />} onClick={() => open(0)} />;
  }
  return (
    <Wrapper
      onKeyDown={(event) => {
        if (event.key === 'Escape') setExpanded(false);
      }}
    >
      <IconButton
        label={t('customer_service')}
        icon={<ChatIcon />}
        aria-expanded={expanded}
        aria-controls={menuId}
        onClick={() => setExpanded((value) => !value)}
      />
      {expanded ? (
        <Menu id={menuId}>
          {entries.map((entry, index) => (
            <li key={`${entry.csType}-${index}`}>
              <button
                ref={index === 0 ? firstItem : undefined}
                type="button"
                onClick={() => {
                  setExpanded(false);
                  open(index);
                }}
              >
                {entry.title || entry.csType}
              </button>
            </li>
          ))}
        </Menu>
      ) : null}
    </Wrapper>
  );
}

/** The right-hand bar: customer service, the features' right-bar widgets, back to top. */
export function RightBar({ widgets }: { widgets?: ReactNode }) {
  const { t } = useTranslation('common');
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > BACK_TO_TOP_AFTER_PX);
    // A bar that arrives on a page already scrolled reads the offset in the next frame, where the
    // layout is due anyway: read here, in the commit, it forced one (7 ms of the home page's
    // first load, 2026-11-28).
    const first = window.requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(first);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <Bar aria-label={t('customer_service')}>
      <CustomerServiceButton />
      {widgets}
      {scrolled ? (
        <IconButton
          label={t('back_to_top')}
          icon={<UpIcon />}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        />
      ) : null}
    </Bar>
  );
}
