import { inLineEndingsOf } from './lineEndings';

describe('inLineEndingsOf', () => {
  it('keeps the \\r\\n of a body written with them throughout', () => {
    expect(inLineEndingsOf('One\r\nTwo\r\n', 'One\nTwo, edited\n')).toBe('One\r\nTwo, edited\r\n');
  });

  it('leaves what was typed as it is otherwise', () => {
    expect(inLineEndingsOf('One\nTwo\n', 'One\nTwo\n\nThree')).toBe('One\nTwo\n\nThree');
    expect(inLineEndingsOf('Mixed\r\nlines\n', 'Mixed\nlines\n')).toBe('Mixed\nlines\n');
    expect(inLineEndingsOf('', 'New\nbody')).toBe('New\nbody');
  });
});
