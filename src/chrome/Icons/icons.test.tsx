import React from 'react';
import { render } from '@testing-library/react';
import CloseIcon from './Close';
import MenuIcon from './Menu';
import MoonIcon from './Moon';
import SearchIcon from './Search';
import SunIcon from './Sun';

describe.each([
  ['Close', CloseIcon, 20],
  ['Menu', MenuIcon, 26],
  ['Moon', MoonIcon, 22],
  ['Search', SearchIcon, 20],
  ['Sun', SunIcon, 22],
])('%s icon', (_name, Icon, defaultSize) => {
  it('is hidden from assistive technology: the control around it carries the name', () => {
    const { container } = render(<Icon />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it(`is ${defaultSize} px square unless told otherwise, and takes a class for CSS`, () => {
    const { container } = render(
      <>
        <Icon />
        <Icon size={16} className="shown-in-dark-mode" />
      </>,
    );
    const [byDefault, sized] = container.querySelectorAll('svg');
    expect(byDefault).toHaveAttribute('width', String(defaultSize));
    expect(byDefault).toHaveAttribute('height', String(defaultSize));
    expect(sized).toHaveAttribute('width', '16');
    expect(sized).toHaveClass('shown-in-dark-mode');
  });
});
