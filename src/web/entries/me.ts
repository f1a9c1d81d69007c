/** /me for a reader not signed in: the games this browser holds a seat in, as on the home page. */
import { showYourGames } from '../home/your-games.ts';
import type { HomeGameInfo } from '../../shared/home-data.ts';

const yourGames = document.getElementById('your-games');
if (yourGames)
  void showYourGames(
    yourGames,
    JSON.parse(document.getElementById('orrery-games')?.textContent ?? '[]') as HomeGameInfo[],
  );
