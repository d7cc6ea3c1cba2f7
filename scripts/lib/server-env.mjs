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
// --heap-growing-percent=100: after each full collection V8 lets the heap grow to between 1.1 and 4
// times what survived, the factor picked from how fast its collections run; with ~72 MB live under
// the mixed 200-shopper load, the garbage between two collections took RSS from 240 to 406-477 MB.
// Fixed at twice the live heap (issue 28 item 5), the same load peaked at 337 MB (363 after the
// search bench), its server CPU 38% of a core against 40%, its p50s unchanged. 50 was tried: a
// 304 MB peak, but 54% of a core and twice the p50s. A smaller young generation
// (--max-semi-space-size=8) saved 16 MB more but halved the product page's HTML throughput.
export const SERVER_NODE_FLAGS = ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering', '--heap-growing-percent=100'];
