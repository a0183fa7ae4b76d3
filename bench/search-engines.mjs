// `npm run bench:search-engines`: why the embedded search uses the engine it does. Indexes the records of the built
// search index (build/, built first by `npm run bench:search` or `npm run build`) with each candidate, in Node, and
// prints for each: build time, query time over the benchmark's as-you-type queries, and relevance on both query
// sets (the expected page among the first five distinct pages). All use our tokenizer and stemmer
// (src/search/terms.ts), prefix search and typo tolerance, with each library's own ranking and field boosts where
// it has them. Query time here is the engine alone, without shaping DocSearch's response. Asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import MiniSearch from 'minisearch';
import FlexSearch from 'flexsearch';
import {create, insertMultiple, search as oramaSearch} from '@orama/orama';
import {SearchEngine} from '../src/plugins/search/client/engine.ts';
import {unpackPages, pageToRecords} from '../src/plugins/search/client/records.ts';
import {normalizeTerm, tokenize} from '../src/plugins/search/client/terms.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const indexDir = path.join(root, 'build', 'assets', 'search');
if (!fs.existsSync(indexDir)) {
  console.error('bench/search-engines.mjs: no build/assets/search/; run `npm run build` first');
  process.exit(1);
}
const indexName = fs.readdirSync(indexDir).find((name) => /^index\.[0-9a-f]+\.json$/.test(name));
const pages = [indexName, indexName.replace(/\.json$/, '.release-notes.json')].flatMap((name) => unpackPages(JSON.parse(fs.readFileSync(path.join(indexDir, name), 'utf8'))));
const records = pages.flatMap(pageToRecords);
const documents = records.map((record, id) => {
  const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => record.hierarchy[level]).filter(Boolean);
  return {
    id,
    heading: record.type === 'content' ? '' : record.hierarchy[record.type],
    path: (record.type === 'content' ? levels : levels.slice(0, -1)).join(' '),
    content: record.content ?? '',
  };
});
const read = (name) => JSON.parse(fs.readFileSync(path.join(root, 'bench', name), 'utf8'));
const mainSet = read('search-queries.json');
const holdoutSet = read('search-queries-holdout.json');
const timed = mainSet.flatMap(({query}) => [query, query.slice(0, Math.max(3, Math.ceil(query.length / 2)))]);
const ourTerms = (text) => tokenize(text).map(normalizeTerm).filter(Boolean);

/** Each candidate: build() returns search(query) -> record ids, best first. */
const candidates = {
  'ours: MiniSearch radix tree + page ranking (shipped)': () => {
    const engine = new SearchEngine(pages);
    const ids = new Map(engine.records.map((record, id) => [record.objectID, id]));
    return (query) => engine.search(query).map((hit) => ids.get(hit.record.objectID));
  },
  'MiniSearch 7, record ranking (shipped before)': () => {
    const index = new MiniSearch({fields: ['heading', 'path', 'content'], tokenize, processTerm: normalizeTerm});
    index.addAll(documents);
    const options = {
      boost: {heading: 4, path: 1.5, content: 1},
      prefix: (_term, i, terms) => i === terms.length - 1,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 1,
    };
    return (query) => {
      const all = index.search(query, {...options, combineWith: 'AND'});
      const seen = new Set(all.map((result) => result.id));
      if (all.length < 20) for (const result of index.search(query, {...options, combineWith: 'OR'})) if (!seen.has(result.id)) all.push(result);
      return all.map((result) => result.id);
    };
  },
  'FlexSearch 0.8 Document, forward tokenizer': () => {
    const index = new FlexSearch.Document({
      document: {id: 'id', index: ['heading', 'path', 'content']},
      tokenize: 'forward',
      encode: ourTerms,
      resolution: 9,
    });
    for (const document of documents) index.add(document);
    return (query) => index.search(query, {limit: 200, suggest: true, merge: true}).map((result) => result.id);
  },
  'Orama 3, BM25 with prefix and tolerance': () => {
    const db = create({schema: {heading: 'string', path: 'string', content: 'string'}, components: {tokenizer: {language: 'english', normalizationCache: new Map(), tokenize: (raw) => ourTerms(raw)}}});
    insertMultiple(
      db,
      documents.map((document) => ({...document, id: String(document.id)})),
    );
    return (query) =>
      oramaSearch(db, {term: query, properties: ['heading', 'path', 'content'], boost: {heading: 4, path: 1.5}, tolerance: 1, threshold: 1, limit: 200}).hits.map((hit) => Number(hit.id));
  },
};

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
function topFive(search, set) {
  let found = 0;
  for (const {query, expected} of set) {
    const ranked = [];
    for (const id of search(query)) {
      const page = records[id].url.replace(/#.*$/, '');
      if (!ranked.includes(page)) ranked.push(page);
      if (ranked.length === 5) break;
    }
    if (ranked.includes(expected)) found += 1;
  }
  return `${found}/${set.length} (${((100 * found) / set.length).toFixed(0)}%)`;
}

console.log(`${records.length} records from ${pages.length} pages; ${timed.length} timed queries; relevance as top 5 on the main and held-out sets\n`);
for (const [name, build] of Object.entries(candidates)) {
  const started = performance.now();
  const search = build();
  const buildTime = performance.now() - started;
  for (const query of timed) search(query); // warm-up
  const times = timed.map((query) => {
    const t0 = performance.now();
    search(query);
    return performance.now() - t0;
  });
  console.log(name);
  console.log(`  build ${buildTime.toFixed(0)} ms; query p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`);
  console.log(`  top 5: main ${topFive(search, mainSet)}, held-out ${topFive(search, holdoutSet)}`);
}
