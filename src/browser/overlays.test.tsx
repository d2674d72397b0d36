import { act, renderHook } from '@testing-library/react';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { closeOverlay, openOverlay, useOverlay } from './overlays';

afterEach(() => act(() => closeOverlay()));

describe('overlays', () => {
  it('has none open at first', () => {
    expect(renderHook(() => useOverlay()).result.current).toBeNull();
  });

  it('opens the mobile menu or search, and closes it', () => {
    const overlay = renderHook(() => useOverlay()).result;
    act(() => openOverlay('search'));
    expect(overlay.current).toBe('search');
    act(() => closeOverlay());
    expect(overlay.current).toBeNull();
    act(() => openOverlay('mobile-menu'));
    expect(overlay.current).toBe('mobile-menu');
  });

  it('shows one at a time: opening one closes the other', () => {
    const overlay = renderHook(() => useOverlay()).result;
    act(() => openOverlay('mobile-menu'));
    act(() => openOverlay('search'));
    expect(overlay.current).toBe('search');
  });

  it('tells every component that follows it, including those that mount while one is open', () => {
    const layout = renderHook(() => useOverlay()).result;
    const button = renderHook(() => useOverlay()).result;
    act(() => openOverlay('mobile-menu'));
    expect([layout.current, button.current]).toEqual(['mobile-menu', 'mobile-menu']);
    expect(renderHook(() => useOverlay()).result.current).toBe('mobile-menu');
    act(() => closeOverlay());
    expect([layout.current, button.current]).toEqual([null, null]);
  });

  it('keeps following after another component stops following', () => {
    const layout = renderHook(() => useOverlay()).result;
    renderHook(() => useOverlay()).unmount();
    act(() => openOverlay('search'));
    expect(layout.current).toBe('search');
  });

  it("is closed in the build's HTML, whatever is open in the page that renders it", () => {
    function Overlay() {
      return <p>{useOverlay() ?? 'none'}</p>;
    }
    openOverlay('search');
    expect(renderToString(<Overlay />)).toBe('<p>none</p>');
  });
});
