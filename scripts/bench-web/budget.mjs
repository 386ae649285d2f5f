// The fast budget check CI runs on the existing build (no server, no browser): the home page's first-load
// JavaScript, gzipped, from the build's route map (apps/web/dist/.vite/route-chunks.json). Exits 1 over budget, 2 when the build cannot be read.
// Usage: npm run build && npm run bench:web:budget
import { BUDGETS, formatKb } from './lib/budgets.mjs';
import { measureHomeFromBuild } from './lib/first-load.mjs';

const print = (line) => process.stdout.write(`${line}\n`);
// Piped into `head`, the output may close early: that is no failure of the check.
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE') throw error;
});

try {
  const { js, css } = await measureHomeFromBuild();
  print('home page first load (apps/web/dist/.vite/route-chunks.json, gzip level 9):');
  print(`  JavaScript ${formatKb(js.gzip)} in ${js.files.length} files (${formatKb(js.raw)} minified)`);
  print(`  CSS        ${formatKb(css.gzip)} in ${css.files.length} files (${formatKb(css.raw)} minified)`);
  if (process.argv.includes('--files')) {
    for (const file of [...js.files].sort((a, b) => b.gzip - a.gzip))
      print(`    ${formatKb(file.gzip).padStart(9)}  ${file.file}`);
  }
  const within = js.gzip <= BUDGETS.homeJsGzip;
  print(
    `${within ? 'PASS' : 'FAIL'}: home page JavaScript ${formatKb(js.gzip)} (budget ${formatKb(BUDGETS.homeJsGzip)})`,
  );
  process.exitCode = within ? 0 : 1;
} catch (error) {
  console.error(`bench:web:budget: ${error.message}`);
  process.exitCode = 2;
}
