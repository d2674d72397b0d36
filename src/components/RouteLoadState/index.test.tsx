import React, { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearRouteLoad, setRouteLoad } from '../../browser/routeLoad';
import RouteLoadState from '.';

afterEach(() => act(() => clearRouteLoad()));

const renderPage = () =>
  render(
    <RouteLoadState>
      <h1>Want lists</h1>
    </RouteLoadState>,
  );

it('shows the page alone while no route change is under way', () => {
  renderPage();
  expect(screen.getByRole('heading', { name: 'Want lists' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('shows a spinner over the page while the next one loads', async () => {
  renderPage();
  act(() => setRouteLoad({ state: 'loading' }));
  expect(await screen.findByRole('status', { name: 'Loading page' })).toHaveTextContent('Loading page…');
  expect(screen.getByRole('heading', { name: 'Want lists' })).toBeInTheDocument();
});

it('shows the red box with the error in place of the page; Retry retries, and focus follows it', async () => {
  const retry = jest.fn(() => setRouteLoad({ state: 'loading' }));
  renderPage();
  act(() => setRouteLoad({ state: 'failed', message: 'The page /wants could not be loaded.', retry }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The page /wants could not be loaded.');
  expect(screen.queryByRole('heading', { name: 'Want lists' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status', { name: 'Loading page' })).toHaveFocus();

  act(() => setRouteLoad({ state: 'failed', message: 'Still not loaded.', retry }));
  expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
});

it('does not render again when a route change that showed nothing ends', () => {
  const onRender = jest.fn();
  render(
    <Profiler id="route-load-state" onRender={onRender}>
      <RouteLoadState>
        <h1>Want lists</h1>
      </RouteLoadState>
    </Profiler>,
  );
  act(() => clearRouteLoad());
  expect(onRender).toHaveBeenCalledTimes(1);
});
