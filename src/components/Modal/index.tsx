import React, { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import IconButton from '../IconButton';
import CloseIcon from '../Icons/Close';
import * as styles from './styles.module.css';

interface Props {
  /** Accessible name of the dialog. */
  label: string;
  /** Accessible name of its close button. */
  closeLabel: string;
  /** Called on Escape, a click on the backdrop or the close button; the owner unmounts the modal. */
  onClose: () => void;
  /** Gets focus back when the modal goes: the control that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native `<dialog>`: the browser puts it in the top layer and makes the page
 * behind it inert. Tab wraps inside it, the page behind does not scroll, the dialog itself has
 * focus until its content moves focus to its first control, and focus returns to the opener.
 */
export default function Modal({ label, closeLabel, onClose, returnFocusTo, children }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  // A layout effect, so the dialog is open before any child's effect moves focus into it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    if (!dialog.open) dialog.showModal();
    dialog.focus();
    document.documentElement.classList.add('scroll-locked');
    const opener = returnFocusTo.current;
    return () => {
      document.documentElement.classList.remove('scroll-locked');
      // Closed first: while the modal is open the page behind is inert and cannot take focus.
      dialog.close();
      opener?.focus();
    };
  }, [returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here rather than by the browser's cancel, which it may refuse without a recent click.
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const leavingBackward =
      event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current);
    if (leavingBackward) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys and backdrop clicks bubble from the dialog's controls
    <dialog
      ref={dialogRef}
      aria-label={label}
      tabIndex={-1}
      className={styles.dialog}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // Only a click on the backdrop targets the dialog element: its frame fills the box.
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className={styles.frame}>
        <div className={styles.content}>{children}</div>
        <IconButton aria-label={closeLabel} className={styles.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
    </dialog>
  );
}
