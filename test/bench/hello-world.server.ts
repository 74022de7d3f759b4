import Fastify from 'fastify';

/**
 * Fastify's own hello world (the framework's benchmark server), run in its own process by
 * run-benchmarks.ts as the scale for the shop's numbers: same machine, same loopback, same client.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
// BENCH_PORT: the shop takes it and the next one (bench-shop.process.ts), the hello world the one after.
await app.listen({
  port: process.env.BENCH_PORT === undefined ? 0 : Number(process.env.BENCH_PORT) + 2,
  host: '127.0.0.1',
});
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address !== null ? address.port : 0 })}\n`,
);
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
