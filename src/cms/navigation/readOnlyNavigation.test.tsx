import React from 'react';
import { render, screen } from '@testing-library/react';
import { readOnlyField } from '../../lib/cms/navigationEditing';
import type { CreateClass, CreateElement, ImmutableMap } from '../preview/cms';
import { createReadOnlyNavigation, READ_ONLY_REFUSAL } from './readOnlyNavigation';

// Decap gives its own React's createClass; the site's React stands in for it here.
const createClass = jest.requireActual<CreateClass>('create-react-class');
const ReadOnlyNavigation = createReadOnlyNavigation(
  React.createElement as CreateElement,
  createClass,
) as React.ComponentClass<{
  field: ImmutableMap;
  forID: string;
  classNameWrapper: string;
}>;

/** The field's config as Decap hands it to the control: an Immutable map of what config.yml says. */
const fieldOf = (config: Record<string, unknown>): ImmutableMap => ({
  get: (key) => config[key],
  getIn: () => undefined,
});
const why =
  "Read-only here: shelf-content has no navigation/ folder, so the site is built with the project's content/navigation/.";

it('says why the form is read-only and shows the file the build reads', () => {
  const text = 'tutorialSidebar:\n  - type: doc\n    id: wants\n';
  render(
    <ReadOnlyNavigation
      field={fieldOf(readOnlyField('Sidebars', why, { shown: 'content/navigation/sidebars.yml', text }))}
      forID="sidebars"
      classNameWrapper=""
    />,
  );
  expect(screen.getByText(why)).toBeInTheDocument();
  const file = screen.getByText('content/navigation/sidebars.yml, as the build reads it:').closest('figure');
  expect(file?.querySelector('pre')?.textContent).toBe(text);
});

it('says when the file the build would read does not exist', () => {
  render(
    <ReadOnlyNavigation
      field={fieldOf(readOnlyField('Announcement bar', why, { shown: 'content/navigation/announcement.yml' }))}
      forID="announcementBar"
      classNameWrapper=""
    />,
  );
  expect(
    screen.getByText('content/navigation/announcement.yml does not exist: the site is built without it.'),
  ).toBeInTheDocument();
});

it('refuses every save', () => {
  const control = new ReadOnlyNavigation({ field: fieldOf({}), forID: 'x', classNameWrapper: '' }) as unknown as {
    isValid(): unknown;
  };
  expect(control.isValid()).toEqual({ error: { type: 'CUSTOM', message: READ_ONLY_REFUSAL } });
});
