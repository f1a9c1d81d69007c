/**
 * `/learn/accessibility`: how to play without seeing the board, with a screen reader
 * (NVDA, JAWS, VoiceOver) or the keyboard alone. Every part it names is on the game page
 * (src/worker/game/pages/game-page.ts) and tested through Chromium's accessibility tree
 * (test/e2e/play-without-sight.test.ts).
 */
import { html, page } from '../pages/layout.ts';

export const accessibilityPage = (): string =>
  page({
    title: 'Playing without the board picture · Orrery',
    description: 'How to play Adomoc and ADIX on Orrery with a screen reader or the keyboard alone.',
    body: html`<section class="narrow stack learn accessibility">
<h1>Playing without the board picture</h1>
<p>Every game on Orrery can be played with a screen reader (NVDA, JAWS, VoiceOver, TalkBack) or with the keyboard alone. Nothing on the game page needs a pointer, and everything that happens is read out once, in order.</p>

<h2>What you hear</h2>
<ul>
<li>Each move as it is played, yours and your opponent’s (or the computer’s), with what it did in words: “Bob played F^h3h6. The dark prime foot moved from h3 to h6.” Then “Your turn.”</li>
<li>Draw offers and takeback requests, their answers, vacations, and how the game ended.</li>
<li>Why a move is refused, in the rules’ own words: “Primes move at most 3 spaces; c7 is 4 from c3.”</li>
<li>Your clock, when it runs low on your move: under a day, under an hour, under ten minutes.</li>
</ul>
<p>These come from one polite live region (a log named “What happens in the game”), so a screen reader finishes what it is saying first and never skips one.</p>

<h2>The board in words</h2>
<p>Under the board, the button <strong>Board in words</strong> opens a table of every space: a row for each cycle (Adomoc) or rank (ADIX), a column for each column or file, and each cell naming what stands there, or “empty”. Use your screen reader’s table commands (in NVDA and JAWS, Ctrl+Alt+arrows; in VoiceOver, VO+arrows) to move by row and column; the row and column are read with each cell. An ADIX cube is read with every face: “white rock captain (top rock, north paper, east scissors, south paper, west scissors)”. Adomoc’s centre follows the table.</p>
<p>Each cell is a button. Press the piece you want to move: the page says how many landings it has, and the cells of those landings say “a landing”. Press a landing to move there; if several moves reach it, the page asks which, with buttons. Then <strong>Confirm</strong> sends the move. The choice to show the table is kept in this browser for every game.</p>

<h2>Typing a move</h2>
<p>The box <strong>Type a move</strong> takes a move in the game’s notation. As you type, it offers the legal moves that begin with what you typed, each with what it would do (your screen reader reads the suggestions as a list). Press Enter, then Confirm. A move that is not legal is refused with the reason.</p>

<h2>Asking about the position</h2>
<p>In the table’s section, the box <strong>Ask about the position</strong> answers questions:</p>
<ul>
<li><kbd>pieces</kbd>, <kbd>their pieces</kbd>: where every piece of yours (or your opponent’s) stands.</li>
<li><kbd>where are my feet</kbd>, <kbd>where are their captains</kbd>: one kind of piece.</li>
<li><kbd>what is on c3</kbd>: one space.</li>
<li><kbd>what can c3 do</kbd>: every move of the piece there, with what each would do.</li>
<li><kbd>what attacks c3</kbd>, <kbd>what attacks my captain</kbd>: the opponent’s moves that would take or hold that piece.</li>
<li><kbd>moves</kbd>: every legal move now. <kbd>last move</kbd>, <kbd>clock</kbd>, <kbd>turn</kbd>, and <kbd>help</kbd> for this list.</li>
</ul>

<h2>Looking back</h2>
<p>The arrow keys (away from the board and text boxes), Home and End step through the game; each step is read out with the move and what it did. In the list of moves, each move’s button is named the same way. On a phone, a tap on a move shows its words under the list.</p>

<h2>On the picture itself</h2>
<p>The board picture is keyboard-playable too: Tab reaches it, the arrow keys move between spaces, Enter or Space presses one, Escape lets go. Each space is named with what stands there and whether it can move.</p>
</section>`,
  });
