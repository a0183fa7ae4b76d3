// Lints the published OpenAPI documents: `node --import tsx scripts/openapi.ts lint` (part of npm run gen:api).
import path from 'path';
import {OPENAPI_DOCUMENTS, lintOpenApi, formatLintProblems} from './lib/openapiLint';

async function main(): Promise<void> {
  const [command, ...files] = process.argv.slice(2);
  if (command !== 'lint') {
    throw new Error('usage: scripts/openapi.ts lint [document.yaml ...]');
  }
  const documents = files.length > 0 ? files : OPENAPI_DOCUMENTS;
  const problems = await lintOpenApi(documents, path.join(__dirname, '..'));
  if (problems.length > 0) {
    console.error(formatLintProblems(problems));
    process.exit(1);
  }
  console.log(`OpenAPI lint: ${documents.join(', ')}: no errors`);
}

main().catch((error) => {
  console.error(`openapi: ${(error as Error).message}`);
  process.exit(1);
});
