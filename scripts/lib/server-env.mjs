// Settings the server process starts with unless the environment already has them. They are read
// by the C library when the process starts, so main.ts cannot set them for itself: npm start
// (scripts/start.mjs), the bench (bench/lib/vitrin-server.mjs) and the Dockerfile pass them.
//
// MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (V8's compiler and GC helpers,
// libuv's pool) its own 64 MB arena, and memory freed in one is rarely given back: 4-5 arenas held
// ~60 MB at rest after start (issue 12 item 6). Two arenas hold ~15 MB less, with no measurable cost
// to a process whose JavaScript runs on one thread.
export const SERVER_ENV_DEFAULTS = { MALLOC_ARENA_MAX: '2' };
