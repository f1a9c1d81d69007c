/**
 * One render per animation frame, however many changes ask for one in between (a live
 * update, a tap and a seat check arriving together draw once), as chessground does. A
 * hidden tab gets no animation frames, yet its title must still say "Your turn": there
 * the render runs on the next task instead.
 */
export type Redraw = () => void;

export const scheduleRedraw = (render: () => void): Redraw => {
  let pending = false;
  const flush = (): void => {
    if (!pending) return;
    pending = false;
    render();
  };
  // A frame asked for just before the tab was hidden would wait until it is shown again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  return () => {
    if (pending) return;
    pending = true;
    if (document.visibilityState === 'hidden') setTimeout(flush, 0);
    else requestAnimationFrame(flush);
  };
};
