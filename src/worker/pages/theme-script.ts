/**
 * Sets the theme a reader chose before the first paint, so a dark page never flashes
 * light. It is the only inline script: the Content-Security-Policy allows it by its hash,
 * written here beside it. The build (scripts/build-web.ts) computes the hash again and
 * fails when the two differ, so changing the script means changing the hash with it.
 */
export const THEME_SCRIPT =
  "try{var t=localStorage.getItem('orrery:theme');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}";

/** SHA-256 of THEME_SCRIPT, base64, as a CSP source wants it. */
export const THEME_SCRIPT_SHA256 = 'nz9V3iV/9MZ9ppQYOHF8ZJU/PwpIQZb6aA1g6zS98J8=';
