/** The home page: the new-game form, with both games' position readers to check a starting position. */
import { parsePosition as parseAdixPosition } from '../../engine/adix/position-notation.ts';
import { parsePosition as parseAdomocPosition } from '../../engine/adomoc/position-notation.ts';
import { wireComputerForm } from '../home/computer-form.ts';
import { wireNewGameForm } from '../home/new-game-form.ts';

const problem = (result: { ok: true } | { ok: false; error: { message: string } }): string | null =>
  result.ok ? null : result.error.message;

wireNewGameForm({
  adomoc: (text) => problem(parseAdomocPosition(text)),
  adix: (text) => problem(parseAdixPosition(text)),
});

wireComputerForm();
