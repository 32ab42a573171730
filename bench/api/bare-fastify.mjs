// The API bench's baseline, run as its own process like the portal's server: a minimal Fastify instance with
// logging off and one route answering a small JSON envelope. Prints its URL once it listens.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ status: 200, data: { ok: true } }));
const address = await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`listening on ${address}`);
