import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyResource } from '../../lib/lazyResource';
import LazyLoad from '.';

describe('LazyLoad', () => {
  it('shows a named spinner while loading, then what was loaded', async () => {
    const resource = lazyResource(async () => 'the engine');
    render(
      <LazyLoad resource={resource} label="Loading search">
        {(value) => <p>Loaded {value}</p>}
      </LazyLoad>,
    );
    expect(screen.getByRole('status', { name: 'Loading search' })).toHaveTextContent('Loading search…');
    expect(await screen.findByText('Loaded the engine')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders at once what is already loaded', async () => {
    const resource = lazyResource(async () => 'the engine');
    await resource.load();
    render(
      <LazyLoad resource={resource} label="Loading search">
        {(value) => <p>Loaded {value}</p>}
      </LazyLoad>,
    );
    expect(screen.getByText('Loaded the engine')).toBeInTheDocument();
  });

  it('shows the error in an alert with a Retry button that tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('the index');
    render(
      <LazyLoad resource={lazyResource<string>(load)} label="Loading search">
        {(value) => <p>Loaded {value}</p>}
      </LazyLoad>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loaded the index')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps focus in place while retrying: on the spinner, not on the page', async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('Offline'))
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
    render(
      <LazyLoad resource={lazyResource<string>(load)} label="Loading search">
        {(value) => <p>{value}</p>}
      </LazyLoad>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('status', { name: 'Loading search' })).toHaveFocus();
    fail(new Error('Still offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Still offline');
  });
});
