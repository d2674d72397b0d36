import { deferredTransport, type TransportLike } from './deferredTransport';

function fakeTransport() {
  const sent: string[] = [];
  const transport: TransportLike<string, { statusCode: number }> = {
    send: (envelope) => {
      sent.push(envelope);
      return Promise.resolve({ statusCode: 200 });
    },
    flush: () => Promise.resolve(true),
  };
  return { sent, transport };
}

describe('deferredTransport', () => {
  it('loads nothing until the first event, which waits for the transport and goes out', async () => {
    const { sent, transport } = fakeTransport();
    const make = jest.fn(() => transport);
    const load = jest.fn(() => Promise.resolve(make));
    const deferred = deferredTransport(load);
    const client = deferred.makeTransport({ url: 'https://sink.example/1' });
    expect(load).not.toHaveBeenCalled();
    await expect(client.flush(100)).resolves.toBe(true);
    expect(load).not.toHaveBeenCalled();

    await expect(Promise.all([client.send('first'), client.send('second')])).resolves.toEqual([
      { statusCode: 200 },
      { statusCode: 200 },
    ]);
    expect(sent).toEqual(['first', 'second']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(make).toHaveBeenCalledWith({ url: 'https://sink.example/1' });
  });

  it('preload loads the transport the client made, once', async () => {
    const { transport } = fakeTransport();
    const make = jest.fn(() => transport);
    const load = jest.fn(() => Promise.resolve(make));
    const deferred = deferredTransport(load);
    deferred.preload();
    expect(load).not.toHaveBeenCalled();
    const client = deferred.makeTransport({});
    deferred.preload();
    await client.send('after preload');
    expect(load).toHaveBeenCalledTimes(1);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('a failed load fails that send and is tried again on the next', async () => {
    const { sent, transport } = fakeTransport();
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(() => transport);
    const client = deferredTransport(load).makeTransport({});
    await expect(client.send('lost')).rejects.toThrow('ChunkLoadError');
    await client.send('kept');
    expect(sent).toEqual(['kept']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
