import React from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Tabs from '.';
import { tabStorageKey } from './tabChoice';

const items = [
  { value: 'csv', label: 'CSV' },
  { value: 'json', label: 'JSON' },
  { value: 'text', label: 'Text' },
];
const slots = ['<p>csv panel</p>', '<p>json panel</p>', '<p>text panel</p>'];

afterEach(() => localStorage.clear());

describe('Tabs', () => {
  it('shows the default tab and its panel, with one tab in the Tab order', () => {
    render(<Tabs items={items} defaultValue="json" slots={slots} />);
    expect(screen.getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'JSON' })).toHaveTextContent('json panel');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} defaultValue="csv" slots={slots} />);
    await user.click(screen.getByRole('tab', { name: 'CSV' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Text' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('text panel');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'CSV' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Text' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('csv panel');
  });

  it('keeps tabs of one group in step and remembers the choice', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tabs groupId="format" items={items} defaultValue="csv" slots={slots} />
        <Tabs groupId="format" items={items} defaultValue="csv" slots={slots} />
        <Tabs groupId="other" items={items} defaultValue="csv" slots={slots} />
      </>,
    );
    await user.click(screen.getAllByRole('tab', { name: 'JSON' })[0]);
    expect(screen.getAllByRole('tab', { selected: true }).map((tab) => tab.textContent)).toEqual([
      'JSON',
      'JSON',
      'CSV',
    ]);
    expect(localStorage.getItem(tabStorageKey('format'))).toBe('json');
  });

  it('starts on a stored choice, and follows one made in another browser tab', () => {
    localStorage.setItem(tabStorageKey('format'), 'text');
    render(<Tabs groupId="format" items={items} defaultValue="csv" slots={slots} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('text panel');
    localStorage.setItem(tabStorageKey('format'), 'json');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: tabStorageKey('format') }));
    });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('json panel');
  });

  it('ignores a stored value that is none of its tabs', () => {
    localStorage.setItem(tabStorageKey('format'), 'xml');
    render(<Tabs groupId="format" items={items} defaultValue="csv" slots={slots} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('csv panel');
  });
});
