/**
 * The page template (Docusaurus's `ssrTemplate`), as stock 3.10.2 but for how
 * the page's scripts start.
 *
 * Stock, the scripts are `<script defer>` in the head. Where they arrive before
 * the page has painted (a fast connection, a slow phone), the browser runs them
 * first: the main bundle's start, 150 ms and more on a cheap phone, comes
 * before the patient sees anything. Here the head preloads them, so they
 * download as early as before and at the same low priority as deferred
 * scripts (behind the stylesheet and the first images), and a script at the
 * end of the body runs them, in order, once the browser reports its first
 * contentful paint (src/lib/startScripts.ts). The page is complete HTML before
 * any of them runs, so nothing changes for visitors without JavaScript.
 */
import {startScriptsAfterPaint} from '../src/lib/startScripts';

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${startScriptsAfterPaint}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`;
