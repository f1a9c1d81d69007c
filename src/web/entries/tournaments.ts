/** /tournaments (the create form) and /t/:id (one tournament, live). */
import { wireTournamentForm } from '../tournaments/tournament-form.ts';
import { wireTournament } from '../tournaments/tournament-page.ts';

wireTournamentForm();
wireTournament();
