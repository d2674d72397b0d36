import React, { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { focusableIn } from '../../browser/focusable';
import * as styles from './styles.module.css';

interface Props {
  /** Accessible name of the dialog. */
  label: string;
  /** Called on Escape and a click on the backdrop; the owner unmounts the modal. */
  onClose: () => void;
  /** Gets focus back when the modal goes: the control that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** Where it shows: a box near the top of the window (search) or a full-height panel at its start edge (the mobile menu). */
  placement?: 'center' | 'start';
  /** Its content, which fills the box: a click on the dialog element itself is a click on the backdrop. */
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: the browser puts it in the top layer and makes the page
 * behind it inert. Tab wraps inside it, the page behind does not scroll, Escape closes it wherever
 * focus is, the dialog itself has focus until its content moves focus to a control, and focus
 * returns to the opener. Its owner places the close button.
 */
export default function Modal({ label, onClose, returnFocusTo, placement = 'center', children }: Props) {
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

  useEffect(() => {
    // On the document, so Escape still closes after a focused control went away (focus on the body).
    // Handled here rather than by the browser's cancel, which it may refuse without a recent click.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  const wrapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
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
      className={`${styles.dialog} ${styles[placement]}`}
      onKeyDown={wrapTab}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // Only a click on the backdrop targets the dialog element: its content fills the box.
        if (event.target === dialogRef.current) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
