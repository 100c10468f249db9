import Fastify from 'fastify';

// The bare baseline: the same framework answering a constant, so ratios show what our work costs.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 5901) });
