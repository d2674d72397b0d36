import { causeChain, errorMessage } from './errorCauses';

describe('causeChain', () => {
  it('lists the error and each cause, outermost first', () => {
    const error = new Error('Could not render the want list', {
      cause: new Error('Price guide unavailable', { cause: new Error('HTTP 503') }),
    });
    expect(causeChain(error)).toEqual(['Could not render the want list', 'Price guide unavailable', 'HTTP 503']);
  });

  it('stops at a cycle and takes thrown values that are not errors', () => {
    const error = new Error('outer');
    error.cause = error;
    expect(causeChain(error)).toEqual(['outer']);
    expect(causeChain(new Error('outer', { cause: 'a plain string' }))).toEqual(['outer', 'a plain string']);
    expect(causeChain({ code: 42 })).toEqual(['{"code":42}']);
  });

  it('names an error without a message by its name', () => {
    expect(errorMessage(new TypeError())).toBe('TypeError');
  });
});
