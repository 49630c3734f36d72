import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { Dialog, type DialogProps } from './dialog';

export interface ConfirmDialogProps extends Omit<
  DialogProps,
  'children' | 'footer' | 'role' | 'initialFocusRef' | 'closeDisabled'
> {
  /** The question or notice. */
  message: ReactNode;
  /**
   * Runs on Confirm. When it returns a promise the Confirm button shows a spinner, Cancel and
   * Escape are disabled until it settles, and the dialog closes (calls `onClose`) only when it
   * resolves; a rejection keeps the dialog open so the caller can show what went wrong.
   */
  onConfirm: () => void | Promise<unknown>;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** `danger` paints Confirm as destructive and focuses Cancel first. */
  tone?: 'default' | 'danger';
  /** Only a Confirm button, for notices such as "login expired". */
  hideCancel?: boolean;
  /** Call `onClose` after a successful confirm (default true). */
  closeOnConfirm?: boolean;
}

/** An `alertdialog` asking to confirm or cancel; supports an asynchronous confirm. */
export function ConfirmDialog({
  message,
  onConfirm,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  hideCancel = false,
  closeOnConfirm = true,
  onClose,
  closeOnEscape = true,
  closeOnBackdropClick = false,
  ...dialogProps
}: ConfirmDialogProps) {
  const t = useUiTranslation();
  const messageId = useId();
  const [pending, setPending] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    if (!pending) onClose();
  };

  const confirm = async () => {
    if (pending) return;
    const result = onConfirm();
    if (result && typeof result.then === 'function') {
      setPending(true);
      try {
        await result;
      } catch {
        setPending(false);
        return;
      }
      setPending(false);
    }
    if (closeOnConfirm) onClose();
  };

  const focusCancelFirst = tone === 'danger' && !hideCancel;

  return (
    <Dialog
      {...dialogProps}
      role="alertdialog"
      aria-describedby={messageId}
      onClose={close}
      closeOnEscape={closeOnEscape && !pending}
      closeOnBackdropClick={closeOnBackdropClick && !pending}
      closeDisabled={pending}
      initialFocusRef={focusCancelFirst ? cancelRef : confirmRef}
      footer={
        <>
          {hideCancel ? null : (
            <Button ref={cancelRef} variant="secondary" onClick={close} disabled={pending}>
              {cancelLabel ?? t('cancel')}
            </Button>
          )}
          <Button
            ref={confirmRef}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={pending}
            onClick={() => void confirm()}
          >
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    >
      <div id={messageId}>{message}</div>
    </Dialog>
  );
}
