/** /tournaments (the lists, kept fresh, and the create form) and /t/:id (one tournament, live). */
import { wireTournamentForm } from '../tournaments/tournament-form.ts';
import { wireTournamentList } from '../tournaments/tournament-list.ts';
import { wireTournament } from '../tournaments/tournament-page.ts';

wireTournamentList();
wireTournamentForm();
wireTournament();
