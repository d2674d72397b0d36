import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
