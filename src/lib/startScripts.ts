/**
 * The page's scripts, started after the first paint (config/ssrTemplate.ts).
 *
 * A function expression as source text, called in the page with the scripts'
 * URLs: it adds them as `async = false` scripts, which run in the order added,
 * once the browser has drawn a frame (a task queued from requestAnimationFrame
 * runs after that frame). A page the browser does not draw, such as one opened
 * in a background tab, gets no frame; the timeout starts its scripts anyway.
 */
export const startScriptsAfterPaint = `(function(urls){var started=false;function start(){if(started)return;started=true;urls.forEach(function(url){var script=document.createElement("script");script.src=url;script.async=false;document.body.appendChild(script)})}requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,${1000})})`;
