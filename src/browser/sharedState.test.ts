import { act, renderHook } from '@testing-library/react';
import { sharedState } from './sharedState';

describe('sharedState', () => {
  it('gives components the value set outside React, rendering them again on a change', () => {
    const state = sharedState('closed');
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return state.useValue();
    });
    act(() => state.set('open'));
    expect(result.current).toBe('open');
    expect(state.get()).toBe('open');
    expect(renders).toBe(2);
  });
});
