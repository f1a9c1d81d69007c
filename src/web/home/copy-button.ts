/** A "Copy" button for a read-only field, saying briefly that it worked. */

const copyText = async (input: HTMLInputElement): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(input.value);
    return true;
  } catch {
    // No clipboard permission (or an older browser): select the text for the reader to copy.
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
};

export const copyButton = (input: HTMLInputElement): HTMLButtonElement => {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = 'Copy';
  button.setAttribute('aria-label', `Copy: ${input.getAttribute('aria-label') ?? 'link'}`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', async () => {
    const copied = await copyText(input);
    button.textContent = copied ? 'Copied' : 'Select and copy';
    clearTimeout(timer);
    timer = setTimeout(() => (button.textContent = 'Copy'), 2000);
  });
  return button;
};
