/**
 * Client module: a page served at one of its .html addresses (/contact.html,
 * /te/contact/index.html, by a host without the redirects of plugins/host-rules)
 * takes its clean address before React starts. Docusaurus's router strips the
 * .html to find the page, but everything else that reads the address (the
 * canonical link, the language of the content, the navbar's current item) saw
 * /contact.html, rendered differently from the HTML built for /contact, and React
 * reported hydration errors (#418, #423). The page's route comes from
 * <html data-route> (src/theme/SiteMetadata).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {cleanHtmlAddress} from '@site/src/lib/urls';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const clean = cleanHtmlAddress(pathname, document.documentElement.getAttribute('data-route'));
  if (clean) window.history.replaceState(window.history.state, '', clean + search + hash);
}
