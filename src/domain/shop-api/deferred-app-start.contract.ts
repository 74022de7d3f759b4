/** The attribute of the starter's script tag naming the app's scripts: the entry first, then what it imports. */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';

/**
 * A server-rendered page paints before its scripts run (architecture/performance.md, "Lighthouse on
 * the menu pages"). Requested with the HTML, the app's scripts (some 200 KB) would share a slow
 * phone's bandwidth with the first-screen picture and hold it back. This tiny script, inlined in
 * the page's head, starts them once the page has painted with that picture (the image marked
 * fetchpriority="high"), or after 3 s whatever happens: the entry as a module script, the modules it
 * imports as module preloads so they download side by side. Taps made meanwhile are held and
 * replayed (early-clicks.contract.ts); if the entry cannot be loaded, the holding stops, so the page
 * is left as the server sent it (links and forms work without scripts) rather than swallowing taps.
 * A string because the server inlines it and allows exactly it in its Content-Security-Policy.
 */
export const DEFERRED_APP_START = [
  '(function(){',
  `var files=document.currentScript.getAttribute('${APP_SCRIPTS_ATTRIBUTE}').split(' '),started=false;`,
  'function start(){if(started)return;started=true;',
  'files.forEach(function(file,index){',
  "var tag=document.createElement(index===0?'script':'link');",
  "if(index===0){tag.type='module';tag.src=file;tag.onerror=release;}else{tag.rel='modulepreload';tag.href=file;}",
  "tag.crossOrigin='anonymous';document.head.appendChild(tag);});}",
  'function release(){var held=window.__earlyClicks;if(held)held.done=true;}',
  // The frame that shows the picture is painted before the scripts are asked for.
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0);});}',
  'function whenShown(){setTimeout(start,3000);',
  'var picture=document.querySelector(\'#root img[fetchpriority="high"]\');',
  'if(picture===null||picture.complete){afterPaint();return;}',
  "picture.addEventListener('load',afterPaint);picture.addEventListener('error',afterPaint);}",
  "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',whenShown);else whenShown();",
  '})();',
].join('');
