/**
 * A server-rendered page shows its buttons before the app has taken them over (architecture/seo.md,
 * "Clicks before hydration"). This tiny script, inlined in the page's head, holds back a click on a
 * button of the page until then, and notes the choice made in a select (the language); the app
 * clicks the held buttons again and makes the noted choices again once hydrated, so a customer who
 * taps "Add" or picks a language on a slow phone does not lose it. Links need no help: they work
 * without scripts.
 * It is a string because the server inlines it and allows exactly it in its Content-Security-Policy.
 */
export const EARLY_CLICK_RECORDER = [
  '(function(){var held=[];window.__earlyClicks=held;',
  "document.addEventListener('click',function(event){",
  'if(held.done)return;',
  "var button=event.target instanceof Element?event.target.closest('#root button'):null;",
  'if(!button||button.disabled)return;',
  'event.preventDefault();event.stopPropagation();held.push(button);',
  '},true);',
  "document.addEventListener('change',function(event){",
  'if(held.done)return;',
  "var select=event.target instanceof HTMLSelectElement&&event.target.closest('#root')?event.target:null;",
  'if(select)held.push({select:select,value:select.value});',
  '},true);})();',
].join('');

/** A choice made in a select before the app took over: hydration puts the app's value back. */
export interface HeldChoice {
  readonly select: HTMLSelectElement;
  readonly value: string;
}

/** What the recorder leaves on `window`: the buttons clicked and the choices made, in order, and `done` once the app replayed them. */
export interface HeldClicks extends Array<HTMLButtonElement | HeldChoice> {
  done?: boolean;
}
