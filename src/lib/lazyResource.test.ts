import { lazyResource } from './lazyResource';

describe('lazyResource', () => {
  it('loads once, however many ask, and then offers the value synchronously', async () => {
    const load = jest.fn(async () => 'engine');
    const resource = lazyResource(load);
    expect(resource.peek()).toBeUndefined();
    await Promise.all([resource.load(), resource.load()]);
    await expect(resource.load()).resolves.toBe('engine');
    expect(resource.peek()).toBe('engine');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce('index');
    const resource = lazyResource<string>(load);
    await expect(resource.load()).rejects.toThrow('Failed to fetch');
    expect(resource.peek()).toBeUndefined();
    await expect(resource.load()).resolves.toBe('index');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
