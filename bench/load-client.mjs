// Runs autocannon in its own process, so the load generator never shares the measured server's event loop.
// Usage: node bench/load-client.mjs '<json options>'  → prints autocannon's JSON result.
import autocannon from 'autocannon';

const opts = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon(opts);
process.stdout.write(JSON.stringify(result));
