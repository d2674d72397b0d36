import React, { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useHideOnScroll } from './useHideOnScroll';

function TestNavbar({ enabled }: { enabled: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(enabled, ref);
  return (
    <nav ref={ref} aria-label="Main" data-hidden={hidden}>
      <a href="/wants">Want lists</a>
    </nav>
  );
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useHideOnScroll', () => {
  beforeEach(() => {
    window.scrollY = 0;
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(60);
  });
  afterEach(() => jest.restoreAllMocks());

  it('hides on scroll down and shows on scroll up when enabled', () => {
    render(<TestNavbar enabled />);
    const navbar = screen.getByRole('navigation');
    scrollTo(400);
    expect(navbar).toHaveAttribute('data-hidden', 'true');
    scrollTo(350);
    expect(navbar).toHaveAttribute('data-hidden', 'false');
  });

  it('comes back when keyboard focus moves into it', () => {
    render(<TestNavbar enabled />);
    scrollTo(400);
    act(() => screen.getByRole('link').focus());
    expect(screen.getByRole('navigation')).toHaveAttribute('data-hidden', 'false');
  });

  it('never hides when disabled, as in this site config', () => {
    render(<TestNavbar enabled={false} />);
    scrollTo(400);
    scrollTo(800);
    expect(screen.getByRole('navigation')).toHaveAttribute('data-hidden', 'false');
  });
});
