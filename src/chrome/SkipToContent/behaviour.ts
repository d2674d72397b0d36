/** The skip link moves focus to the page's <main>, past the navigation, not just the scroll position. */
export function handle(event: Event, link: HTMLElement): void {
  if (event.type !== 'click') return;
  const main = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}
