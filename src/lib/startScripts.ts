/**
 * The page's scripts, started after the first paint (config/ssrTemplate.ts).
 *
 * A function expression as source text, called in the page with the scripts'
 * URLs: it adds them as `async = false` scripts, which run in the order added.
 * It waits for the browser's first-contentful-paint entry, not just for a
 * frame: on the Telugu, Hindi and Urdu home pages, a task queued from the
 * first requestAnimationFrame ran the main bundle before that frame was on
 * screen, and Lighthouse counted the scripts' start in their largest paint
 * (2.6 s against 2.0 s in English). A browser without paint entries starts
 * them after its first frame instead. A page that is never drawn, such as one
 * opened in a background tab, starts them after three seconds anyway: long
 * enough that a slow phone's first paint (over a second on a busy one) comes
 * first, as the browser test asserts.
 */
export const startScriptsAfterPaint = `(function(urls){
var started=false;
function start(){if(started)return;started=true;urls.forEach(function(url){var script=document.createElement("script");script.src=url;script.async=false;document.body.appendChild(script)})}
function startSoon(){setTimeout(start,0)}
var Observer=window.PerformanceObserver;
if(Observer&&Observer.supportedEntryTypes&&Observer.supportedEntryTypes.indexOf("paint")>=0){new Observer(function(paints,observer){if(paints.getEntriesByName("first-contentful-paint").length){observer.disconnect();startSoon()}}).observe({type:"paint",buffered:true})}
else requestAnimationFrame(startSoon);
setTimeout(start,3000)})`.replace(/\n/g, '');
