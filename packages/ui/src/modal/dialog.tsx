import { vars } from '@site/theme';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../button/icon-button';
import { CloseIcon } from '../icons/icons';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { Modal, type ModalProps } from './modal';

// The panel scrolls as a whole (it always holds a focusable close button or action, so
// keyboard users can scroll it); header and footer stick so the title and actions stay in view.
const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 1;
  background: ${vars.color.surfaceRaised};
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.lg} ${vars.space.lg} ${vars.space.sm} ${vars.space.xl};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-family: ${vars.font.familyHeading};
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeight};
`;

const Body = styled.div`
  flex: 1 0 auto;
  padding: ${vars.space.sm} ${vars.space.xl} ${vars.space.xl};
`;

const Footer = styled.footer`
  position: sticky;
  bottom: 0;
  background: ${vars.color.surfaceRaised};
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
  padding: ${vars.space.md} ${vars.space.xl} ${vars.space.xl};
`;

export interface DialogProps extends Omit<
  ModalProps,
  'aria-labelledby' | 'aria-label' | 'children'
> {
  /** The visible heading; it names the dialog for screen readers (`aria-labelledby`). */
  title: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, e.g. Cancel and Confirm buttons. */
  footer?: ReactNode;
  /** Hide the close (X) button in the header; Escape still closes unless disabled. */
  hideCloseButton?: boolean;
  /** Disables the close button (e.g. while an action is running). */
  closeDisabled?: boolean;
}

/** A Modal with a title, a close button, a body and an optional footer of actions. */
export function Dialog({
  title,
  children,
  footer,
  hideCloseButton = false,
  closeDisabled = false,
  onClose,
  ...modalProps
}: DialogProps) {
  const t = useUiTranslation();
  const titleId = useId();
  return (
    <Modal {...modalProps} onClose={onClose} aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>{title}</Title>
        {hideCloseButton ? null : (
          <IconButton
            label={t('close')}
            icon={<CloseIcon />}
            onClick={onClose}
            disabled={closeDisabled}
          />
        )}
      </Header>
      {children !== undefined && children !== null ? <Body>{children}</Body> : null}
      {footer ? <Footer>{footer}</Footer> : null}
    </Modal>
  );
}
