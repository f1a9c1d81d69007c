/** The home page: the new-game form, with both games' position readers to check a starting position. */
import { parsePosition as parseAdixPosition } from '../../engine/adix/position-notation.ts';
import { parsePosition as parseAdomocPosition } from '../../engine/adomoc/position-notation.ts';
import { wireComputerForm } from '../home/computer-form.ts';
import { wireNewGameForm } from '../home/new-game-form.ts';
import { showYourGames } from '../home/your-games.ts';
import type { HomeGameInfo } from '../../shared/home-data.ts';

const problem = (result: { ok: true } | { ok: false; error: { message: string } }): string | null =>
  result.ok ? null : result.error.message;

wireNewGameForm({
  adomoc: (text) => problem(parseAdomocPosition(text)),
  adix: (text) => problem(parseAdixPosition(text)),
});

wireComputerForm();

const yourGames = document.getElementById('your-games');
if (yourGames)
  void showYourGames(
    yourGames,
    JSON.parse(document.getElementById('orrery-games')?.textContent ?? '[]') as HomeGameInfo[],
  );
