import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enableCopyButtons } from './copyCode';

const blockHtml =
  '<div class="doc-code-block"><pre><code>trove export --list wants</code></pre>' +
  '<button type="button" data-copy-code="" aria-label="Copy code to clipboard">Copy</button>' +
  '<span role="status"></span></div>';

it("copies a block's code, says so for a while, and stops when disabled", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  document.body.innerHTML = blockHtml;
  const disable = enableCopyButtons(document.body);
  await user.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
  expect(writeText).toHaveBeenCalledWith('trove export --list wants');
  expect(await screen.findByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
  expect(screen.getByRole('status')).toHaveTextContent('Code copied to clipboard');
  jest.advanceTimersByTime(2000);
  expect(screen.getByRole('button', { name: 'Copy code to clipboard' })).toHaveTextContent('Copy');
  expect(screen.getByRole('status')).toHaveTextContent('');
  disable();
  writeText.mockClear();
  await user.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
  expect(writeText).not.toHaveBeenCalled();
  jest.useRealTimers();
});
