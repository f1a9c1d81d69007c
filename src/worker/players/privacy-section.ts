/**
 * /me's part about the player's data (docs/privacy.md): download it, or erase the
 * account. Erasing asks for a link by email first (src/worker/erasure); this button only
 * sends it.
 */
import { html, type Html } from '../pages/layout.ts';

export const privacySection = (): Html => html`<section class="your-data stack" aria-labelledby="your-data-title">
<h2 id="your-data-title">Your data</h2>
<p><a href="/me/data" download>Download my data</a> <span class="hint">(every game, message, note, setting and address Orrery holds for you, as NDJSON)</span></p>
<form method="post" action="/me/erase" class="stack">
  <p class="hint">Erasing your account removes your address, name, messages, notes and ratings; your games stay as records, your seat shown as “erased player”. We email you a link to confirm first. <a href="/privacy">What Orrery keeps and why</a>.</p>
  <div><button type="submit" class="button button-danger">Erase my account…</button></div>
</form>
</section>`;
