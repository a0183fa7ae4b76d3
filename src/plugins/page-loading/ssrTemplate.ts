/**
 * The HTML template of every page: Docusaurus' own (core/lib/ssg/ssgTemplate.html.js), with one change. Instead of
 * `<script defer>` tags in the head, whose downloads compete with the page's HTML and stylesheet from the start,
 * a small script at the end of the body adds the same scripts, in the same order, once the browser has painted
 * the page. The content is readable (it is static HTML) before the code that makes it interactive arrives.
 */
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
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>(function(){var s=<%~ JSON.stringify(it.scripts.map(function(x){return it.baseUrl+x;})) %>;function l(){s.forEach(function(src){var e=document.createElement('script');e.src=src;e.async=false;document.head.appendChild(e);});}requestAnimationFrame(function(){setTimeout(l,0);});})();</script>
  </body>
</html>
`;
