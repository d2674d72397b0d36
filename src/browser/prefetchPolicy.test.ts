import { applyPrefetchPolicy } from './prefetchPolicy';

describe('applyPrefetchPolicy', () => {
  const hovering = jest.fn();
  const setConnection = (value: object | undefined) =>
    Object.defineProperty(navigator, 'connection', { value, configurable: true });

  beforeEach(() => {
    hovering.mockClear();
    (window as unknown as { ___loader: { hovering: (path: string) => void } }).___loader = { hovering };
    applyPrefetchPolicy();
  });

  const hover = (path: string) =>
    (window as unknown as { ___loader: { hovering: (path: string) => void } }).___loader.hovering(path);

  it('lets hover load the page on a normal connection', () => {
    setConnection({ effectiveType: '4g', saveData: false });
    hover('/wants');
    expect(hovering).toHaveBeenCalledWith('/wants');
  });

  it('skips hover loading on 2g and with Save-Data', () => {
    setConnection({ effectiveType: '2g' });
    hover('/wants');
    setConnection({ effectiveType: '4g', saveData: true });
    hover('/wants');
    expect(hovering).not.toHaveBeenCalled();
  });
});
