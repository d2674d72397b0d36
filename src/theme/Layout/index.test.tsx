import React from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorModeProvider } from '../../contexts/ColorMode';
import Layout from '.';

const doc = {
  id: 'resources',
  sidebarId: 'tutorialSidebar',
  version: 'current',
  versionRoutes: { current: '/resources' },
};

jest.mock('../../contexts/useDocSidebars', () => ({
  useDocSidebars: () => ({
    tutorialSidebar: [
      { label: 'Introduction', href: '/', docId: 'index' },
      { label: 'Resources', href: '/resources', docId: 'resources' },
    ],
  }),
}));

function renderLayout() {
  return render(
    <ColorModeProvider>
      <Layout pathname="/resources" doc={doc}>
        <h1>Resources</h1>
      </Layout>
    </ColorModeProvider>,
  );
}

beforeAll(() => {
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
});

describe('Layout', () => {
  it('starts with the skip link, which moves focus to main', async () => {
    renderLayout();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('frames the page with navbar, main and footer', () => {
    renderLayout();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Resources' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Copyright ©/);
  });

  it('opens the mobile menu with the doc sidebar, closes it on Escape and returns focus', async () => {
    renderLayout();
    const menuButton = screen.getByRole('button', { name: 'Open navigation menu' });
    await userEvent.click(menuButton);
    const menu = screen.getByRole('dialog', { name: 'Navigation menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('button', { name: 'Close navigation menu' })).toHaveFocus();
    expect(within(menu).getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    expect(document.documentElement).toHaveClass('scroll-locked');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });

  it('opens on the doc sidebar and switches to the main menu and back', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const menu = screen.getByRole('dialog', { name: 'Navigation menu' });
    expect(within(menu).getByRole('navigation', { name: 'Docs' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Docs' })).not.toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('button', { name: 'Back to main menu' }));
    expect(within(menu).queryByRole('navigation', { name: 'Docs' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('button', { name: 'Docs version: Next' })).toBeInTheDocument();

    expect(within(menu).getByRole('button', { name: 'Docs sidebar' })).toHaveFocus();

    await userEvent.click(within(menu).getByRole('button', { name: 'Docs sidebar' }));
    expect(within(menu).getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: 'Back to main menu' })).toHaveFocus();
  });

  it('closes the mobile menu on Escape even when focus has left it', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the mobile menu on a backdrop click and on browser back navigation', async () => {
    renderLayout();
    const menuButton = screen.getByRole('button', { name: 'Open navigation menu' });
    await userEvent.click(menuButton);
    await userEvent.click(document.querySelector('.backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(menuButton);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the mobile menu when a link in it is chosen', async () => {
    // jsdom cannot navigate; the test only needs the click.
    const preventNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', preventNavigation);
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Introduction' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    document.removeEventListener('click', preventNavigation);
  });

  it('keeps Tab inside the open mobile menu', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const close = screen.getByRole('button', { name: 'Close navigation menu' });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });
});
