/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it, else the older
 * copy command through a hidden text area. False when neither worked (the caller then selects
 * the text for the user to copy by hand).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithCommand(text);
  }
}

function copyWithCommand(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'visually-hidden';
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.focus();
  area.select();
  try {
    // deprecated, but still the only way on a page the Clipboard API refuses
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}

/** Selects the text inside `element`, so the user can copy it with the keyboard. */
export function selectContents(element: HTMLElement): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
