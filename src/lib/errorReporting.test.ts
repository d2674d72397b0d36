import { errorsAreReported, observeErrors, reportError, setErrorReporter, type ErrorContext } from './errorReporting';

const context: ErrorContext = { boundary: 'component', part: 'price chart' };

afterEach(() => setErrorReporter(undefined));

it('counts as reporting only once a reporter is installed, never for an observer alone', () => {
  expect(errorsAreReported()).toBe(false);
  const stop = observeErrors(() => undefined);
  expect(errorsAreReported()).toBe(false);
  setErrorReporter(() => undefined);
  expect(errorsAreReported()).toBe(true);
  stop();
});

it('tells observers and the reporter, and one that throws keeps the others informed', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const seen: string[] = [];
  const stopFailing = observeErrors(() => {
    throw new Error('recorder broke');
  });
  const stopRecording = observeErrors((error) => seen.push(`observer: ${(error as Error).message}`));
  setErrorReporter((error, { part }) => seen.push(`reporter: ${(error as Error).message} in ${part}`));
  reportError(new Error('chart failed'), context);
  expect(seen).toEqual(['observer: chart failed', 'reporter: chart failed in price chart']);
  expect(warn).toHaveBeenCalledWith('Could not report an error:', expect.any(Error));
  stopFailing();
  stopRecording();
  reportError(new Error('again'), context);
  expect(seen).toHaveLength(3);
  warn.mockRestore();
});
