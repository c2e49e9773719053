/**
 * The page-side code of the interactive demos (scroller, slider). The gallery components call
 * these functions and the code panels print their source, so the examples show what runs.
 * Each returns a function that removes what it added.
 */
import type { Race } from 'racing-bars';

/** Picks the chart's date from how far the page has scrolled through `track`. */
export function followScroll(racer: Race, track: HTMLElement) {
  const dates = racer.getAllDates();
  const onScroll = () => {
    const box = track.getBoundingClientRect();
    const scrollable = box.height - window.innerHeight;
    const progress = scrollable > 0 ? Math.min(1, Math.max(0, -box.top / scrollable)) : 0;
    const date = dates[Math.round(progress * (dates.length - 1))];
    if (date && date !== racer.getDate()) racer.setDate(date);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  onScroll();
  return () => window.removeEventListener('scroll', onScroll);
}

/** Lets a range input pick the chart's date, and moves it along while the race plays. */
export function connectSlider(racer: Race, slider: HTMLInputElement) {
  const dates = racer.getAllDates();
  slider.min = '0';
  slider.max = String(dates.length - 1);
  slider.value = String(Math.max(0, dates.indexOf(racer.getDate())));
  const onInput = () => {
    racer.pause();
    racer.setDate(dates[Number(slider.value)]);
  };
  slider.addEventListener('input', onInput);
  racer.on('dateChange', (details) => {
    slider.value = String(dates.indexOf(details.date));
  });
  return () => slider.removeEventListener('input', onInput);
}
