// How the server process is started, in one place: npm start (scripts/start.mjs), the bench
// (bench/lib/vitrin-server.mjs) and the Dockerfile (its ENV and CMD; test/docker checks they match).
// These settings are read when the process starts, so main.ts cannot set them for itself.
//
// MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (V8's compiler and GC helpers,
// libuv's pool) its own 64 MB arena, and memory freed in one is rarely given back: 4-5 arenas held
// ~60 MB at rest after start (issue 12 item 6). Two arenas hold ~15 MB less, with no measurable cost
// to a process whose JavaScript runs on one thread.
export const SERVER_ENV_DEFAULTS = { MALLOC_ARENA_MAX: '2' };

// The embedded database is PostgreSQL compiled to WebAssembly (~10 MB of code). V8 compiles it
// at once with its baseline compiler (Liftoff), then recompiles the hot functions with TurboFan
// in the background; those compilations leave ~55-60 MB of freed but fragmented malloc memory
// that glibc never gives back (issue 28 item 5: RSS at rest 285 MB with them, 222 MB without,
// 2,000 products). Staying on Liftoff costs ~8% of the database's own CPU time (0.85 against
// 0.93 ms for a four-statement transaction on this machine), under 0.15 ms of a cart request.
//
// --heap-growing-percent=50: after each full collection V8 lets the heap grow to between 1.1 and 4
// times what survived, the factor picked from how fast its collections run; with ~72 MB live under
// the mixed 200-shopper load, the garbage between two collections took RSS from 240 to 406-477 MB.
// Fixed at twice the live heap (100, issue 28 item 5) the load peaked at 337-370 MB. 50 was tried
// then and cost 54% of a core against 40%, with twice the p50s, because every request left ~10-20
// kB in the old generation (stop 46: Express's prototypes and a getter kept requests alive) and
// full collections came often. With requests dying young (0 full collections in 10,000 cached
// answers at one connection: the bench's "what outlives a request"), 50 costs nothing measurable
// (server CPU per cached request 147-194 µs against 148-239 at 100, three alternating runs) and
// the load's peak is 324-330 MB against 369. A smaller young generation (--max-semi-space-size=8)
// saved 16 MB more but halved the product page's HTML throughput.
export const SERVER_NODE_FLAGS = ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering', '--heap-growing-percent=50'];
