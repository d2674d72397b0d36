import { copyrightLine } from './copyright';

it('puts the build year where the line says {year}, and leaves other text alone', () => {
  expect(copyrightLine('Copyright © {year} Trove.', new Date('2026-11-23'))).toBe('Copyright © 2026 Trove.');
  expect(copyrightLine('© Trove', new Date('2026-11-23'))).toBe('© Trove');
});
