// Fails (exit 1) when the home page's initial JavaScript, gzipped, is over the budget; run by
// npm test. The measurement lives in bench/lib/bundle-size.mjs, shared with npm run bench.
// Optional argument: another built client folder (default dist/client), e.g. to try the check.
import { kB, measureInitialJs } from '../bench/lib/bundle-size.mjs';

let size;
try {
  size = measureInitialJs(process.argv[2]);
} catch (error) {
  console.error(`bundle budget: ${error.message}`);
  process.exit(1);
}

const words = size.words.map((file) => `  words (${file.culture}) ${file.file}: ${kB(file.gzipBytes)} gzip of ${kB(size.wordsBudgetBytes)}`).join('\n');
const wordsOver = size.words.filter((file) => file.gzipBytes > size.wordsBudgetBytes);
if (wordsOver.length > 0) {
  console.error(`bundle budget: the words of ${wordsOver.map((file) => file.culture).join(', ')} are over their ${kB(size.wordsBudgetBytes)} budget.\n${words}\n`
    + 'Move the texts of lazy pages into their features\' own text modules.');
  process.exit(1);
}
const detail = size.files.map((file) => `  ${file.file}: ${kB(file.gzipBytes)} gzip (${kB(file.bytes)} raw)`).join('\n');
if (size.gzipBytes > size.budgetBytes) {
  console.error(`bundle budget: initial JS is ${kB(size.gzipBytes)} gzip, over the ${kB(size.budgetBytes)} budget by ${kB(size.gzipBytes - size.budgetBytes)}.\n${detail}\n`
    + 'Move code behind a lazy route (React.lazy / dynamic import) or drop a dependency.');
  process.exit(1);
}
console.log(`bundle budget: initial JS ${kB(size.gzipBytes)} gzip of ${kB(size.budgetBytes)} budget (${size.files.length} file(s))\n${detail}\n${words}`);
