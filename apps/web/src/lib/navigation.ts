// Full page loads, in one place so tests can stand in for them (jsdom cannot navigate).

export function reloadPage(): void {
  window.location.reload();
}

export function loadPage(path: string): void {
  window.location.assign(path);
}
