import React from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Table from '../Table';
import CodeBlock from '.';

describe('CodeBlock', () => {
  it('copies the code and says so for a while', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    render(
      <CodeBlock className="shiki">
        <code>trove export --list wants</code>
      </CodeBlock>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
    expect(writeText).toHaveBeenCalledWith('trove export --list wants');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Code copied to clipboard');
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Copy code to clipboard' })).toBeInTheDocument();
    jest.useRealTimers();
  });
});

describe('Table', () => {
  it('wraps the table in a focusable region named after its columns', () => {
    render(
      <Table>
        <thead>
          <tr>
            <th>Limit</th>
            <th>Value</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Wants per list</td>
            <td>5,000</td>
          </tr>
        </tbody>
      </Table>,
    );
    const region = screen.getByRole('region', { name: 'Table: Limit, Value' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
