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
  const field = input.getAttribute('aria-label') ?? 'link';
  // The name begins with the words shown, whatever they are now, so a voice command that
  // says what it sees ("click Copied") finds the button, and a screen reader hears the change.
  const show = (words: string): void => {
    button.textContent = words;
    button.setAttribute('aria-label', `${words}: ${field}`);
  };
  show('Copy');
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', async () => {
    const copied = await copyText(input);
    show(copied ? 'Copied' : 'Select and copy');
    clearTimeout(timer);
    timer = setTimeout(() => show('Copy'), 2000);
  });
  return button;
};
