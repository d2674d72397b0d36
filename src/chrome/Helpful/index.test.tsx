import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderInChrome } from '../chrome.testHelper';
import Helpful, { type HelpfulProps } from '.';

const page: HelpfulProps = {
  title: 'Wants',
  url: 'https://trove.app/wants',
  monitoring: true,
  repository: { url: 'https://github.com/o/r', host: 'github' },
};

/** The form No controls: hidden until the reader answers No, so found by its id. */
const formOf = () =>
  document.getElementById(screen.getByRole('button', { name: 'No' }).getAttribute('aria-controls')!)!;

describe('Helpful', () => {
  it('asks whether the page helped, with a Yes button and a No button that controls a closed form', () => {
    renderInChrome(<Helpful {...page} />);
    expect(screen.getByRole('region', { name: 'Was this page helpful?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Was this page helpful?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('type', 'button');
    const no = screen.getByRole('button', { name: 'No' });
    expect(no).toHaveAttribute('aria-expanded', 'false');
    expect(formOf()).not.toBeVisible();
    // The live region is in the page from the start, so that what is written into it is announced.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("offers, in its form, a text box, a Send button and a new issue with the page's title and address", () => {
    renderInChrome(<Helpful {...page} />);
    const form = within(formOf());
    expect(form.getByRole('textbox', { name: 'What was missing?', hidden: true })).toBeRequired();
    expect(form.getByRole('button', { name: 'Send', hidden: true })).toBeInTheDocument();
    const issue = form.getByRole('link', { name: 'Open an issue about this page', hidden: true });
    expect(issue).toHaveAttribute(
      'href',
      'https://github.com/o/r/issues/new?title=Wants&body=https%3A%2F%2Ftrove.app%2Fwants',
    );
    expect(issue).toHaveAttribute('target', '_blank');
    expect(issue).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers no Send button without monitoring, and no issue without a repository', () => {
    const withoutMonitoring = renderInChrome(<Helpful {...page} monitoring={false} />);
    expect(screen.queryByRole('button', { name: 'Send', hidden: true })).toBeNull();
    expect(screen.getByRole('textbox', { hidden: true })).not.toBeRequired();
    withoutMonitoring.unmount();
    renderInChrome(<Helpful {...page} repository={undefined} />);
    expect(screen.queryByRole('link', { hidden: true })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send', hidden: true })).toBeInTheDocument();
  });

  it('is left out where an answer could go nowhere: no monitoring and no repository', () => {
    const { container } = renderInChrome(<Helpful {...page} monitoring={false} repository={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
