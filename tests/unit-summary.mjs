// A node:test reporter that writes only the counts of passed, failed and skipped tests, as JSON.
export default async function* summary(source) {
  const counts = {passed: 0, failed: 0, skipped: 0};
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.type === 'test:fail') counts.failed++;
    else if (event.data.skip || event.data.todo) counts.skipped++;
    else counts.passed++;
  }
  yield JSON.stringify(counts);
}
