/**
 * A row of a board in position notation, as both games write it: each piece by its
 * letters, each run of empty squares (code 0) by its length. Only reading a row differs
 * enough between the games (Adomoc's runs go up to 10, ADIX pieces are three letters)
 * to stay with each game.
 */
export const rowText = (codes: readonly number[], letters: (code: number) => string): string => {
  let text = '';
  let run = 0;
  for (const code of codes) {
    if (code === 0) {
      run++;
      continue;
    }
    if (run) text += run;
    run = 0;
    text += letters(code);
  }
  if (run) text += run;
  return text;
};
