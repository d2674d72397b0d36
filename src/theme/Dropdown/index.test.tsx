import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InMobileMenuProvider } from '../../contexts/InMobileMenu';
import Dropdown from '.';

const links = [
  { label: 'Next', href: '/wants', current: true },
  { label: '1.0', href: '/1.0/wants' },
];

describe('Dropdown', () => {
  it('opens on click, marks the current entry and closes on Escape with focus back on the button', async () => {
    render(<Dropdown label="Next" ariaLabel="Docs version: Next" links={links} />);
    const button = screen.getByRole('button', { name: 'Docs version: Next' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: '1.0' })).toHaveAttribute('href', '/1.0/wants');

    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside and when a link is chosen', async () => {
    // jsdom cannot navigate; the test only needs the click.
    const preventNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', preventNavigation);
    render(
      <>
        <Dropdown label="Next" links={links} />
        <p>outside</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    await userEvent.click(button);
    await userEvent.click(screen.getByText('outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: '1.0' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    document.removeEventListener('click', preventNavigation);
  });

  it('opens from the keyboard', async () => {
    render(<Dropdown label="English" links={[{ label: 'English', href: '/' }]} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves through the links with arrow keys, Home and End', async () => {
    const three = [...links, { label: '0.9', href: '/0.9/wants' }];
    render(<Dropdown label="Next" links={three} />);
    const button = screen.getByRole('button', { name: 'Next' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '1.0' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('link', { name: '0.9' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: '0.9' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: '0.9' })).toHaveFocus();
  });

  it('closes when focus leaves it', async () => {
    render(
      <>
        <Dropdown label="Next" links={links} />
        <button type="button">after</button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    await userEvent.click(button);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  describe('hover', () => {
    const setHoverCapable = (matches: boolean) => {
      window.matchMedia = jest.fn().mockReturnValue({ matches });
    };

    it('opens on hover on desktop, and a click then keeps it open', async () => {
      setHoverCapable(true);
      render(<Dropdown label="Next" links={links} />);
      const button = screen.getByRole('button', { name: 'Next' });
      await userEvent.hover(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await userEvent.hover(button);
      await userEvent.unhover(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 997px) and (hover: hover)');
    });

    it('ignores hover where the layout is mobile or the pointer cannot hover', async () => {
      setHoverCapable(false);
      render(<Dropdown label="Next" links={links} />);
      await userEvent.hover(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it('in the mobile menu opens inline as a collapsible list', async () => {
    render(
      <InMobileMenuProvider>
        <Dropdown label="Community" links={links} />
      </InMobileMenuProvider>,
    );
    const button = screen.getByRole('button', { name: 'Community' });
    const region = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(region).toHaveClass('closed');
    expect(region.querySelector('ul')).not.toHaveAttribute('hidden');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(region).not.toHaveClass('closed');
    expect(screen.getByRole('link', { name: '1.0' })).toBeInTheDocument();
  });
});
