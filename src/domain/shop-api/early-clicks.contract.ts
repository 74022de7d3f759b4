/**
 * A server-rendered page shows its buttons before the app has taken them over (architecture/seo.md,
 * "Clicks before hydration"). This tiny script, inlined in the page's head, holds back a click on a
 * button of the page until then; the app clicks the held buttons again once hydrated, so a customer
 * who taps "Add" on a slow phone does not lose the tap. Links need no help: they work without scripts.
 * It is a string because the server inlines it and allows exactly it in its Content-Security-Policy.
 */
export const EARLY_CLICK_RECORDER = [
  '(function(){var held=[];window.__earlyClicks=held;',
  "document.addEventListener('click',function(event){",
  'if(held.done)return;',
  "var button=event.target instanceof Element?event.target.closest('#root button'):null;",
  'if(!button||button.disabled)return;',
  'event.preventDefault();event.stopPropagation();held.push(button);',
  '},true);})();',
].join('');

/** What the recorder leaves on `window`: the buttons clicked, and `done` once the app replayed them. */
export interface HeldClicks extends Array<HTMLButtonElement> {
  done?: boolean;
}
