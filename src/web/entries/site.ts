/** What every page runs: the theme toggle. */
import { wireThemeToggle } from '../theme.ts';

wireThemeToggle();
