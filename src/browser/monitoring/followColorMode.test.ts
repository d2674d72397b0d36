import { followColorMode } from './followColorMode';

const flushMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

test("the widget takes the site's mode at once and each time it changes", async () => {
  document.documentElement.setAttribute('data-theme', 'dark');
  const setTheme = jest.fn();
  followColorMode({ setTheme });
  expect(setTheme).toHaveBeenLastCalledWith('dark');
  document.documentElement.setAttribute('data-theme', 'light');
  await flushMutations();
  expect(setTheme).toHaveBeenLastCalledWith('light');
  document.documentElement.setAttribute('lang', 'en');
  await flushMutations();
  expect(setTheme).toHaveBeenCalledTimes(2);
});
