import React, { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Modal from '.';

/** A page with an opener; the modal holds a link, a hidden part, an input and a button. */
function Page({ onClose = () => undefined }: { onClose?: () => void }) {
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal label="Example" onClose={close} returnFocusTo={opener}>
          <div>
            <a href="/first">First</a>
            <div hidden>
              <button type="button">Hidden</button>
            </div>
            <input aria-label="Field" />
            <button type="button">Last</button>
          </div>
        </Modal>
      )}
    </>
  );
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Example' });
}

describe('Modal', () => {
  it('is a dialog with its name, focused itself until its content moves focus, and locks the page scroll', async () => {
    render(<Page />);
    const dialog = await openModal();
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAttribute('open');
    expect(document.documentElement).toHaveClass('scroll-locked');
  });

  it('wraps Tab from the last control to the first and back, skipping hidden parts and taking inputs', async () => {
    render(<Page />);
    await openModal();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('closes on Escape, returning focus to the opener and unlocking the scroll', async () => {
    render(<Page />);
    await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });

  it('closes on Escape even when focus has left it', async () => {
    render(<Page />);
    await openModal();
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    const dialog = await openModal();
    await userEvent.click(screen.getByRole('textbox', { name: 'Field' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
