import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

/** Markup-like text; React writes it into the page as text, so the built HTML holds it escaped. */
const hostileHeading = 'Zyxquorp <img src=x onerror="window.__searchXss=1"> heading';
const hostileText =
  'The zyxquorp fixture text holds <script>window.__searchXss=2</script> and <img src=x onerror="window.__searchXss=3"> as plain words.';

/**
 * A page whose text looks like HTML, indexed like a blog post, for the test that search shows it as text: the
 * extracted records hold the characters, and hits and snippets must escape them.
 */
export default function SearchEscaping(): ReactNode {
  return (
    <Layout title="Search escaping fixture" description="A test page whose text looks like HTML.">
      <Head>
        <meta name="docsearch:docusaurus_tag" content="default" />
        <meta name="docsearch:language" content="en" />
      </Head>
      <main className="container margin-vert--lg">
        <article>
          <div className="markdown">
            <h1>Search escaping fixture</h1>
            <p>{hostileText}</p>
            <h2 id="hostile-heading">{hostileHeading}</h2>
            <p>More zyxquorp words under the heading.</p>
          </div>
        </article>
      </main>
    </Layout>
  );
}
