// The Docker image, checked without a Docker engine: this file reads the Dockerfile and runs
// its steps on this machine, so it fails when the Dockerfile, .dockerignore or the app drift
// apart.
//   1. the build context: the working tree less what .dockerignore excludes, copied to a temp dir;
//   2. every stage the final one needs, in order: WORKDIR, ARG, ENV, COPY (from the context or
//      another stage) and RUN (`sh -c`, in the emulated WORKDIR, with the stage's ENV and ARGs);
//   3. the final stage is assembled from its COPY lines only (its RUN lines set up users and
//      folders as root and are not run here: the rules they must meet are checked instead);
//   4. its ENTRYPOINT/CMD starts there with its ENV, as an unprivileged user when this runs as
//      root, with PORT on a free port, DATA_DIR on a temp dir standing in for the VOLUME,
//      SEED_PRODUCTS=50 and HOST=127.0.0.1; the HEALTHCHECK command (port swapped) must fail
//      before the start and pass after, GET / must answer the shop, SIGTERM must exit 0.
// Run: node --test test/docker/dockerfile-steps.test.mjs
//   VITRIN_DOCKER_TEST_KEEP=1 keeps the temp dir; VITRIN_DOCKER_TEST_TMP=<dir> puts it there
//   instead of /dev/shm (or the OS temp dir).
// Host differences: npm and its cache are this machine's (the image has npm 10, here npm 11),
// RUN --mount flags are ignored, and the final stage's RUN lines are checked, not run.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from '../../scripts/lib/server-env.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOCKERFILE = path.join(ROOT, 'Dockerfile');
const DOCKERIGNORE = path.join(ROOT, '.dockerignore');
const COMPOSE = path.join(ROOT, 'docker-compose.yml');
const KEEP = process.env.VITRIN_DOCKER_TEST_KEEP === '1';
/** Stand-in for the image's non-root user when this test runs as root (nobody:nogroup). */
const UNPRIVILEGED = { uid: 65534, gid: 65534 };
/** Host variables a `docker build` gets from its host too (proxies, CA files), plus PATH and HOME. */
const HOST_PASSTHROUGH = ['PATH', 'HOME', 'TMPDIR', 'HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy',
  'no_proxy', 'NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE', 'SSL_CERT_DIR'];
/** This machine's npm cache stands in for the RUN --mount cache: take what it holds without asking the registry again. */
const HOST_NPM = { npm_config_prefer_offline: 'true' };

// ─── Dockerfile parsing ──────────────────────────────────────────────────────────────────────

/** Logical instructions: comments dropped, `\` continuations joined, keyword upper-cased. */
function parseDockerfile(text) {
  const instructions = [];
  let buffer = null;
  let line = 0;
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed.startsWith('#') || (trimmed === '' && buffer === null)) return;
    if (buffer === null) { buffer = ''; line = index + 1; }
    if (/\\\s*$/.test(raw)) { buffer += raw.replace(/\\\s*$/, ''); return; }
    buffer += raw;
    const match = /^(\w+)\s*([\s\S]*)$/.exec(buffer.trim());
    instructions.push({ keyword: match[1].toUpperCase(), args: match[2].trim(), line });
    buffer = null;
  });
  if (buffer !== null) throw new Error('Dockerfile ends inside a line continuation');
  return instructions;
}

/** Leading `--name=value` flags of an instruction. */
function parseFlags(args) {
  const flags = {};
  let rest = args;
  for (let match; (match = /^--([\w-]+)(?:=(\S*))?\s*/.exec(rest));) {
    flags[match[1]] = match[2] ?? true;
    rest = rest.slice(match[0].length);
  }
  return { flags, rest };
}

/** Exec form (JSON array) or shell form. */
function parseCommand(rest) {
  if (rest.trim().startsWith('[')) {
    try {
      const exec = JSON.parse(rest);
      if (Array.isArray(exec) && exec.every((item) => typeof item === 'string')) return { exec };
    } catch { /* not JSON: Docker treats it as shell form too */ }
  }
  return { shell: rest };
}

function argvOf(command) {
  return command.exec ?? ['/bin/sh', '-c', command.shell];
}

/** $VAR, ${VAR}, ${VAR:-default}, ${VAR:+alternative} as Docker expands them in instructions. */
function expand(text, env) {
  return text.replace(/\$(?:\{(\w+)(?::([-+])([^}]*))?\}|(\w+))/g, (_, braced, operator, word, bare) => {
    const value = env[braced ?? bare];
    if (operator === '-') return value ? value : word;
    if (operator === '+') return value ? word : '';
    return value ?? '';
  });
}

/** Words of an instruction: whitespace-separated, quotes and backslashes as a shell reads them. */
function words(text, env) {
  const result = [];
  let current = null;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (/\s/.test(char)) {
      if (current !== null) { result.push(current); current = null; }
    } else if (char === "'") {
      const end = text.indexOf("'", index + 1);
      current = (current ?? '') + text.slice(index + 1, end < 0 ? text.length : end);
      index = end < 0 ? text.length : end;
    } else if (char === '"') {
      let value = '';
      for (index++; index < text.length && text[index] !== '"'; index++) {
        value += text[index] === '\\' && index + 1 < text.length ? text[++index] : text[index];
      }
      current = (current ?? '') + expand(value, env);
    } else if (char === '\\' && index + 1 < text.length) {
      current = (current ?? '') + text[++index];
    } else {
      let end = index;
      while (end < text.length && !/[\s'"\\]/.test(text[end])) end++;
      current = (current ?? '') + expand(text.slice(index, end), env);
      index = end - 1;
    }
  }
  if (current !== null) result.push(current);
  return result;
}

/** KEY=value pairs of ENV / ARG / LABEL (and the old `ENV KEY value` form). */
function pairs(args, env) {
  const list = words(args, env);
  if (list.length && !list[0].includes('=')) return [[list[0], list.slice(1).join(' ')]];
  return list.map((word) => {
    const at = word.indexOf('=');
    return at < 0 ? [word, undefined] : [word.slice(0, at), word.slice(at + 1)];
  });
}

/** Stages with their instructions; global ARGs (before the first FROM) expand FROM lines. */
function parseStages(instructions) {
  const globalArgs = {};
  const stages = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const { flags, rest } = parseFlags(instruction.args);
      const [image, as, name] = words(rest, globalArgs);
      assert.ok(image && (as === undefined || /^as$/i.test(as)), `Dockerfile:${instruction.line}: unreadable FROM`);
      stages.push({ index: stages.length, name: name?.toLowerCase(), image, platform: flags.platform, instructions: [], line: instruction.line });
    } else if (stages.length === 0) {
      assert.equal(instruction.keyword, 'ARG', `Dockerfile:${instruction.line}: only ARG may come before the first FROM`);
      for (const [key, value] of pairs(instruction.args, globalArgs)) globalArgs[key] = value ?? '';
    } else {
      stages.at(-1).instructions.push(instruction);
    }
  }
  for (const stage of stages) stage.parent = stages.slice(0, stage.index).find((other) => other.name === stage.image.toLowerCase());
  return stages;
}

function stageByRef(stages, ref, before) {
  const found = /^\d+$/.test(ref) ? stages[Number(ref)] : stages.find((stage) => stage.name === ref.toLowerCase());
  assert.ok(found && found.index < before, `COPY --from=${ref}: no earlier stage of that name`);
  return found;
}

/** What a stage declares, following its parent stages (ENV, WORKDIR, USER, CMD... inherit). */
function describeStage(stage, baseEnv = {}) {
  const inherited = stage.parent ? describeStage(stage.parent, baseEnv) : null;
  const info = {
    env: { ...(inherited?.env ?? baseEnv) }, workdir: inherited?.workdir ?? '/', user: inherited?.user,
    volumes: [...(inherited?.volumes ?? [])], exposed: [...(inherited?.exposed ?? [])], healthcheck: inherited?.healthcheck,
    cmd: inherited?.cmd, entrypoint: inherited?.entrypoint, stopsignal: inherited?.stopsignal,
    runs: [], copies: [], args: {},
  };
  for (const { keyword, args, line } of stage.instructions) {
    const scope = { ...info.args, ...info.env };
    if (keyword === 'ENV') for (const [key, value] of pairs(args, scope)) info.env[key] = value ?? '';
    else if (keyword === 'ARG') for (const [key, value] of pairs(args, scope)) info.args[key] = value ?? '';
    else if (keyword === 'WORKDIR') info.workdir = path.posix.resolve(info.workdir, expand(args, scope));
    else if (keyword === 'USER') info.user = expand(args, scope);
    else if (keyword === 'VOLUME') info.volumes.push(...(parseCommand(args).exec ?? words(args, scope)));
    else if (keyword === 'EXPOSE') info.exposed.push(...words(args, scope).map((port) => port.split('/')[0]));
    else if (keyword === 'STOPSIGNAL') info.stopsignal = args;
    else if (keyword === 'CMD') info.cmd = parseCommand(args);
    else if (keyword === 'ENTRYPOINT') info.entrypoint = parseCommand(args);
    else if (keyword === 'RUN') info.runs.push({ ...parseFlags(args), line });
    else if (keyword === 'COPY' || keyword === 'ADD') info.copies.push({ ...parseFlags(args), keyword, line, scope });
    else if (keyword === 'HEALTHCHECK') {
      const { flags, rest } = parseFlags(args);
      const [, type, command] = /^(\w+)\s*([\s\S]*)$/.exec(rest) ?? [];
      info.healthcheck = /^none$/i.test(type) ? null : { flags, command: parseCommand(command ?? '') };
    }
  }
  return info;
}

// ─── .dockerignore ───────────────────────────────────────────────────────────────────────────

function globToRegExp(pattern) {
  let source = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index];
    if (char === '*' && pattern[index + 1] === '*') {
      index++;
      if (pattern[index + 1] === '/') { index++; source += '(?:.*/)?'; } else source += '.*';
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '[' && pattern.indexOf(']', index) > index) {
      const end = pattern.indexOf(']', index);
      source += `[${pattern.slice(index + 1, end).replace(/^!/, '^').replace(/\\/g, '\\\\')}]`;
      index = end;
    } else if (char === '\\' && index + 1 < pattern.length) source += pattern[++index].replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    else source += char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Docker's .dockerignore rules: root-relative globs, `**`, `!` exceptions, last match wins. */
function dockerignore(text) {
  const rules = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith('#')).map((line) => {
    const negate = line.startsWith('!');
    const pattern = path.posix.normalize((negate ? line.slice(1) : line).trim()).replace(/^\/+/, '').replace(/\/+$/, '');
    return { negate, pattern, regexp: globToRegExp(pattern), literal: pattern.split(/[*?[\\]/)[0] };
  });
  const matches = (regexp, rel) => {
    const parts = rel.split('/');
    return parts.some((_, index) => regexp.test(parts.slice(0, index + 1).join('/')));
  };
  return {
    excludes(rel) {
      let excluded = false;
      for (const rule of rules) if (matches(rule.regexp, rel)) excluded = !rule.negate;
      return excluded;
    },
    /** Whether an exception might bring back something under an excluded folder. */
    mayReinclude(dir) {
      return rules.some((rule) => rule.negate && (`${dir}/`.startsWith(rule.literal) || rule.literal.startsWith(`${dir}/`)));
    },
  };
}

/** The build context: what `docker build .` sends, as files in `to`; answers their relative paths. */
function copyContext(from, to, ignore) {
  const files = [];
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(from, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      const excluded = ignore.excludes(child);
      if (entry.isDirectory()) {
        if (!excluded || ignore.mayReinclude(child)) walk(child);
      } else if (!excluded && (entry.isFile() || entry.isSymbolicLink())) {
        fs.mkdirSync(path.join(to, rel), { recursive: true });
        fs.cpSync(path.join(from, child), path.join(to, child), { verbatimSymlinks: true, preserveTimestamps: true });
        files.push(child);
      }
    }
  };
  fs.mkdirSync(to, { recursive: true });
  walk('');
  return files;
}

// ─── processes ───────────────────────────────────────────────────────────────────────────────

/**
 * Copies a folder's contents (or a file) like COPY does. Into the final stage, whose files
 * nothing changes afterwards (it runs no RUN here and the app runs unprivileged), a source no
 * later COPY reads is moved, others are hard-linked: the same tree in a fraction of the time and
 * disk (and of the clean-up).
 */
async function copyInto(source, target, { mode = 'copy' } = {}) {
  const isDir = fs.statSync(source).isDirectory();
  if (mode === 'move' && (!fs.existsSync(target) || (isDir && fs.readdirSync(target).length === 0))) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(source, target);
    return;
  }
  fs.mkdirSync(isDir ? target : path.dirname(target), { recursive: true });
  if (process.platform !== 'linux') {
    fs.cpSync(source, target, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    return;
  }
  const result = await runToEnd(['cp', mode === 'copy' ? '-a' : '-al', isDir ? `${source}/.` : source, target], { timeoutMs: 5 * 60_000 });
  assert.equal(result.code, 0, `cp ${source} ${target}: ${result.output}`);
}

/** Context files git ignores: build outputs and local state .dockerignore should keep out. */
async function gitIgnored(files) {
  if (!fs.existsSync(path.join(ROOT, '.git'))) return [];
  return new Promise((resolve) => {
    const child = spawn('git', ['check-ignore', '--stdin'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.on('error', () => resolve([]));
    child.on('close', () => resolve(output.split('\n').filter(Boolean)));
    child.stdin.end(files.join('\n'));
  });
}

function hostEnv() {
  return Object.fromEntries(HOST_PASSTHROUGH.filter((key) => process.env[key] !== undefined).map((key) => [key, process.env[key]]));
}

/** Process groups of the commands running now, ended by the clean-up if the test stops early. */
const running = new Set();

/** Runs a command to the end in its own process group; kills that group after timeoutMs. */
function runToEnd(argv, { cwd, env, timeoutMs, user, logFile }) {
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...user });
    if (child.pid) running.add(child.pid);
    let output = '';
    const log = logFile ? fs.createWriteStream(logFile) : null;
    const collect = (chunk) => { output = (output + chunk).slice(-20000); log?.write(chunk); };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => { output += `\n[killed after ${timeoutMs} ms]`; try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }, timeoutMs);
    child.on('error', (error) => { clearTimeout(timer); log?.end(); resolve({ code: 127, output: String(error) }); });
    child.on('close', (code, signal) => { clearTimeout(timer); running.delete(child.pid); log?.end(); resolve({ code: code ?? 128, signal, output }); });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Docker durations: 30s, 1m30s, 500ms. */
function durationMs(text, fallback) {
  if (!text) return fallback;
  let total = 0;
  for (const [, amount, unit] of String(text).matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total += Number(amount) * { ms: 1, s: 1000, m: 60000, h: 3600000 }[unit];
  }
  return total || fallback;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const tail = (text, size = 4000) => (text.length > size ? `…${text.slice(-size)}` : text);

// ─── the tests ───────────────────────────────────────────────────────────────────────────────

const dockerfileText = fs.readFileSync(DOCKERFILE, 'utf8');
const stages = parseStages(parseDockerfile(dockerfileText));
const finalStage = stages.at(-1);
const final = describeStage(finalStage);
const buildStages = stages.slice(0, -1);

test('Dockerfile follows the image rules', (t) => {
  assert.ok(stages.length >= 2, 'multi-stage: at least two FROM lines');
  for (const stage of stages.filter((candidate) => !candidate.parent)) {
    assert.match(stage.image, /^node:20(\.\d+)*-bookworm-slim(@sha256:[0-9a-f]{64})?$/, `Dockerfile:${stage.line}: base image is node:20-bookworm-slim`);
  }
  if (!process.versions.node.startsWith('20.')) t.diagnostic(`the image runs Node 20; the steps run here on Node ${process.versions.node}`);

  // Build: npm ci, build, drop dev dependencies, no browser download.
  const builds = buildStages.map((stage) => describeStage(stage));
  const buildRuns = builds.flatMap((info) => info.runs.map((run) => run.rest)).join('\n');
  assert.match(buildRuns, /\bnpm ci\b/, 'a build stage runs npm ci');
  assert.match(buildRuns, /\bnpm run build\b/, 'a build stage runs npm run build');
  assert.match(buildRuns, /npm prune --omit=dev|npm ci [^\n]*--omit=dev/, 'dev dependencies are dropped (npm prune --omit=dev or npm ci --omit=dev)');
  assert.ok(builds.some((info) => info.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD === '1'), 'the build stage sets PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1');

  // Runtime: non-root, production, data in a volume the user owns, port, health, signals.
  assert.ok(final.user && !/^(root|0)(:|$)/.test(final.user), 'the final stage runs as a non-root USER');
  assert.equal(final.env.NODE_ENV, 'production', 'NODE_ENV=production in the final stage');
  assert.ok(final.env.DATA_DIR, 'DATA_DIR is set in the final stage');
  assert.ok(final.volumes.includes(final.env.DATA_DIR), `VOLUME ${final.env.DATA_DIR} (DATA_DIR) is declared`);
  const userName = final.user.split(':')[0];
  const owned = final.runs.some((run) => run.rest.includes('chown') && run.rest.includes(userName) && run.rest.includes(final.env.DATA_DIR))
    || final.copies.some((copy) => copy.flags.chown && words(copy.rest, copy.scope).at(-1) === final.env.DATA_DIR);
  assert.ok(owned, `${final.env.DATA_DIR} is made owned by ${userName} before VOLUME`);
  const port = final.env.PORT ?? '3000';
  assert.ok(final.exposed.includes(port), `EXPOSE ${port}`);
  assert.ok(final.healthcheck, 'HEALTHCHECK is declared');
  const healthArgv = argvOf(final.healthcheck.command).join(' ');
  assert.match(healthArgv, new RegExp(`https?://(127\\.0\\.0\\.1|localhost):(${port}|\\$\\{process\\.env\\.PORT\\b[^}]*\\})/api/health\\b`),
    'HEALTHCHECK calls /api/health on the app port (PORT)');
  assert.doesNotMatch(healthArgv, /\b(curl|wget)\b/, 'slim images have neither curl nor wget: use node');
  assert.ok(final.cmd?.exec, 'CMD in exec form, so node (not a shell) gets SIGTERM');
  assert.ok(!final.entrypoint || final.entrypoint.exec, 'ENTRYPOINT, if any, in exec form');
  const argv = [...(final.entrypoint?.exec ?? []), ...final.cmd.exec];
  // Issue 28 item 5: the image starts the server as npm start does (scripts/lib/server-env.mjs).
  for (const flag of SERVER_NODE_FLAGS) assert.ok(argv.includes(flag), `CMD gives node ${flag}, as npm start does`);
  for (const [key, value] of Object.entries(SERVER_ENV_DEFAULTS)) assert.equal(final.env[key], value, `ENV ${key}=${value}, as npm start sets it`);
  assert.ok(argv.includes('node') || argv.some((arg) => /(^|\/)(tini|dumb-init)$/.test(arg)), 'the process started is node (or an init that forwards signals)');
  assert.ok(!final.stopsignal || final.stopsignal === 'SIGTERM', 'STOPSIGNAL, if set, is SIGTERM');
  assert.ok(final.runs.every((run) => !/\b(npm|npx|yarn|pnpm)\b/.test(run.rest)), 'the final stage gets its app from COPY only (no npm RUN)');
  // Issue 27: the image is no demo by default and names no address: the operator says which it is at `docker run`.
  for (const key of ['TEST_PAYMENTS', 'SEED_DEMO_MEMBERS', 'PAYMENT_PROVIDER_URL', 'PUBLIC_URL']) {
    assert.ok(!(key in final.env), `the image sets no ${key}: a real bank or an explicit demo is the operator's choice`);
  }

  // .dockerignore: keeps local state out, lets the sources in.
  const ignore = dockerignore(fs.readFileSync(DOCKERIGNORE, 'utf8'));
  for (const rel of ['node_modules', 'node_modules/react/index.js', 'client/node_modules', 'dist', 'dist/client/index.html', 'dist-lead/client/index.html', 'data', '.git', '.git/HEAD', 'test-results', '.env']) {
    assert.ok(ignore.excludes(rel), `.dockerignore excludes ${rel}`);
  }
  for (const rel of ['package.json', 'package-lock.json', 'tsconfig.json', 'server/src/main.ts', 'client/index.html', 'scripts/build-server.mjs', 'contracts/enums.ts']) {
    assert.ok(!ignore.excludes(rel), `.dockerignore lets ${rel} in`);
  }
});

/** docker-compose.yml as an object: js-yaml when installed (via @nestjs/swagger), else null. */
async function readCompose(text) {
  try {
    const yaml = await import('js-yaml');
    return (yaml.load ?? yaml.default.load)(text);
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return null;
    throw error;
  }
}

/** ${VAR}, ${VAR:-default}, ${VAR:?error} filled as compose would with the variable set to "x". */
const interpolate = (value) => String(value).replace(/\$\{(\w+)(?::?([-?])([^}]*))?\}/g, (_, name, operator, word) => (operator === '-' ? word : 'x'));

test('docker-compose.yml puts nginx in front of two app replicas on PostgreSQL and Redis', async () => {
  const text = fs.readFileSync(COMPOSE, 'utf8');
  assert.match(text, /\$\{POSTGRES_PASSWORD:\?[^}]+\}/, 'POSTGRES_PASSWORD is required (${POSTGRES_PASSWORD:?...})');
  const compose = await readCompose(text);
  if (!compose) {
    // No YAML parser installed: line checks only.
    assert.match(text, /DATABASE_URL[:=]\s*postgres(ql)?:\/\/[^\s@]+@postgres:5432\//);
    assert.match(text, /REDIS_URL[:=]\s*redis:\/\/redis:6379/);
    assert.match(text, /condition: service_healthy/);
    assert.match(text, /replicas:/);
    return;
  }
  const { services, volumes = {} } = compose;
  const { proxy, app, engine, postgres, redis } = services ?? {};
  assert.ok(proxy && app && postgres && redis, 'services proxy, app, postgres and redis');
  assert.ok(app.build === '.' || app.build?.context === '.', 'app is built from this folder');
  const env = Array.isArray(app.environment)
    ? Object.fromEntries(app.environment.map((item) => [item.slice(0, item.indexOf('=')), item.slice(item.indexOf('=') + 1)]))
    : app.environment;
  const database = new URL(interpolate(env.DATABASE_URL));
  assert.match(database.protocol, /^postgres(ql)?:$/);
  assert.equal(database.hostname, 'postgres', 'DATABASE_URL points at the postgres service');
  assert.match(env.DATABASE_URL, /\$\{POSTGRES_PASSWORD[:}?]/, 'DATABASE_URL uses POSTGRES_PASSWORD');
  const redisUrl = new URL(interpolate(env.REDIS_URL));
  assert.equal(redisUrl.protocol, 'redis:');
  assert.equal(redisUrl.hostname, 'redis', 'REDIS_URL points at the redis service');
  for (const key of ['PUBLIC_URL', 'COOKIE_SECURE']) assert.ok(key in env, `app sets ${key}`);
  for (const name of ['postgres', 'redis']) assert.equal(app.depends_on?.[name]?.condition, 'service_healthy', `app waits for a healthy ${name}`);
  assert.ok(Number(interpolate(app.deploy?.replicas)) >= 2, 'two app replicas or more');
  assert.deepEqual(app.ports ?? [], [], 'the replicas are reached through the proxy only');
  assert.ok(env.TRUST_PROXY, 'app believes the proxy\'s X-Forwarded-For (per-address rate limits)');
  // Issue 27: a real bank or an explicit demo, never the test bank by default; the shop's address is never made up.
  for (const [name, service] of [['app', app], ['engine', engine]].filter(([, service]) => service)) {
    const serviceEnv = service.environment ?? {};
    assert.match(String(serviceEnv.PUBLIC_URL), /^\$\{PUBLIC_URL:\?[^}]+\}$/, `${name} requires PUBLIC_URL (\${PUBLIC_URL:?...}), no localhost default`);
    assert.ok('PAYMENT_PROVIDER_URL' in serviceEnv && 'TEST_PAYMENTS' in serviceEnv, `${name} takes PAYMENT_PROVIDER_URL or TEST_PAYMENTS from the operator`);
    for (const key of ['TEST_PAYMENTS', 'SEED_DEMO_MEMBERS']) {
      const fallback = /^\$\{\w+:-([^}]*)\}$/.exec(String(serviceEnv[key] ?? ''))?.[1] ?? String(serviceEnv[key] ?? '');
      assert.ok(!/^(1|true|yes|on)$/i.test(fallback), `${name}: ${key} is not on unless the operator sets it`);
    }
  }
  // The front: nginx publishes port 3000 and spreads requests and live-channel WebSockets over the replicas.
  assert.match(proxy.image, /^nginx:/);
  assert.ok((proxy.ports ?? []).some((port) => /(^|:)3000:80$/.test(interpolate(port)) || port?.published === 3000), 'proxy publishes port 3000');
  assert.equal(proxy.depends_on?.app?.condition, 'service_healthy', 'proxy waits for a healthy app');
  const mount = (proxy.volumes ?? []).map((volume) => String(volume.source ?? volume).split(':')[0]).find((source) => source.endsWith('.conf'));
  assert.ok(mount, 'proxy mounts its nginx config');
  const nginx = fs.readFileSync(path.join(ROOT, mount), 'utf8');
  assert.match(nginx, /server\s+app:3000\b/, 'nginx sends requests to the app service');
  const hub = /location\s+\/api\/hubs\/\s*\{([^}]*)\}/.exec(nginx)?.[1] ?? '';
  assert.match(hub, /proxy_set_header\s+Upgrade\s+\$http_upgrade/, 'the live channel\'s WebSocket upgrade passes the proxy');
  assert.match(hub, /proxy_set_header\s+Connection\s+\$connection_upgrade/);
  // Issue 27: the engine's routes answer 404 at the front in any case (~* is nginx's case-insensitive match).
  assert.match(nginx, /location\s+~\*\s+\^\/gateway\(\/\|\$\)\s*\{\s*return\s+404;/, 'nginx answers 404 on /gateway in any case');
  if (engine) {
    assert.equal(String(engine.environment?.ENGINE_ONLY), 'true', 'the engine service runs ENGINE_ONLY');
    assert.deepEqual(engine.ports ?? [], [], 'the engine is not published');
  }
  assert.match(postgres.image, /^postgres:1[67]\b/, 'postgres:16 or 17');
  assert.ok(postgres.healthcheck?.test, 'postgres has a healthcheck');
  assert.match(String(postgres.environment?.POSTGRES_PASSWORD), /^\$\{POSTGRES_PASSWORD:\?/, 'postgres takes the required POSTGRES_PASSWORD');
  const dataVolume = (postgres.volumes ?? []).map((volume) => String(volume.source ?? volume).split(':')[0]).find((name) => name in volumes);
  assert.ok(dataVolume, 'postgres keeps its data in a named volume');
  assert.match(redis.image, /^redis:7\b/, 'redis:7');
  assert.ok(redis.healthcheck?.test, 'redis has a healthcheck');
});

/**
 * Where the temp dir goes: VITRIN_DOCKER_TEST_TMP, else /dev/shm when it has room (the steps
 * write and later delete some 30,000 files, which a busy disk makes slow), else the OS temp dir.
 */
function workParent() {
  if (process.env.VITRIN_DOCKER_TEST_TMP) return process.env.VITRIN_DOCKER_TEST_TMP;
  try {
    const shm = fs.statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize > 4 * 2 ** 30) return '/dev/shm';
  } catch { /* no /dev/shm */ }
  return os.tmpdir();
}

const work = fs.mkdtempSync(path.join(workParent(), 'vitrin-docker-'));
let server = null;
after(() => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  for (const pid of running) {
    try { process.kill(-pid, 'SIGKILL'); } catch { /* already gone */ }
  }
  if (KEEP) console.log(`kept ${work}`);
  else {
    const since = Date.now();
    fs.rmSync(work, { recursive: true, force: true });
    console.log(`removed the temp dir in ${seconds(since)}`);
  }
});

test('the Dockerfile steps build an image layout that starts, is healthy, serves the shop and stops on SIGTERM', { timeout: 8 * 60_000 }, async (t) => {
  const started = Date.now();
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? UNPRIVILEGED : {};
  fs.chmodSync(work, 0o755);
  const logs = path.join(work, 'logs');
  fs.mkdirSync(logs);

  // 1. Build context.
  const context = path.join(work, 'context');
  const files = copyContext(ROOT, context, dockerignore(fs.readFileSync(DOCKERIGNORE, 'utf8')));
  t.diagnostic(`context: ${files.length} files (${seconds(started)})`);
  const ignored = await gitIgnored(files);
  assert.deepEqual(ignored.slice(0, 10), [], `the build context holds ${ignored.length} files git ignores: add them to .dockerignore`);

  // 2. Stages the final one needs, in order.
  const needed = new Set([finalStage.index]);
  for (const stage of [...stages].reverse()) {
    if (!needed.has(stage.index)) continue;
    if (stage.parent) needed.add(stage.parent.index);
    for (const copy of describeStage(stage).copies) if (copy.flags.from) needed.add(stageByRef(stages, copy.flags.from, stage.index).index);
  }
  const roots = new Map();
  // The final stage's COPY --from sources, to know which are read again (not to be moved away).
  const finalFromCopies = describeStage(finalStage).copies.filter((copy) => copy.flags.from).map((copy) => {
    const list = parseCommand(copy.rest).exec ?? words(copy.rest, copy.scope);
    return { line: copy.line, from: copy.flags.from, sources: list.slice(0, -1) };
  });
  /** Whether a later COPY --from=<from> of containerPath reads (part of) hostSource. */
  const readsAgain = (copy, from, hostSource) => copy.from === from && copy.sources.some((containerPath) => {
    const other = path.join(roots.get(stageByRef(stages, from, finalStage.index).index), path.posix.resolve('/', containerPath));
    return /[*?[]/.test(containerPath) || other === hostSource || other.startsWith(`${hostSource}/`) || hostSource.startsWith(`${other}/`);
  });
  const baseEnv = { ...hostEnv(), ...HOST_NPM };
  for (const stage of stages.filter((candidate) => needed.has(candidate.index))) {
    const root = path.join(work, `stage-${stage.index}${stage.name ? `-${stage.name}` : ''}`);
    fs.mkdirSync(root, { recursive: true });
    if (stage.parent) await copyInto(roots.get(stage.parent.index), root);
    roots.set(stage.index, root);
    const isFinal = stage === finalStage;
    const state = { env: { ...(stage.parent ? describeStage(stage.parent, baseEnv).env : baseEnv) }, args: {}, workdir: stage.parent ? describeStage(stage.parent).workdir : '/' };
    const onHost = (containerPath) => path.join(root, path.posix.resolve(state.workdir, containerPath));
    for (const { keyword, args, line } of stage.instructions) {
      const scope = { ...state.args, ...state.env };
      if (keyword === 'ENV') for (const [key, value] of pairs(args, scope)) state.env[key] = value ?? '';
      else if (keyword === 'ARG') for (const [key, value] of pairs(args, scope)) state.args[key] = state.args[key] ?? value ?? '';
      else if (keyword === 'WORKDIR') { state.workdir = path.posix.resolve(state.workdir, expand(args, scope)); fs.mkdirSync(onHost('.'), { recursive: true }); }
      else if (keyword === 'COPY' || keyword === 'ADD') {
        const { flags, rest } = parseFlags(args);
        const list = parseCommand(rest).exec ?? words(rest, scope);
        const dest = list.pop();
        const fromRoot = flags.from ? roots.get(stageByRef(stages, flags.from, stage.index).index) : context;
        assert.ok(fromRoot, `Dockerfile:${line}: stage ${flags.from} was not built`);
        const sources = list.flatMap((source) => {
          const full = path.join(fromRoot, path.posix.resolve('/', source));
          if (!/[*?[]/.test(path.basename(full))) return [full];
          const pattern = globToRegExp(path.basename(full));
          return fs.existsSync(path.dirname(full)) ? fs.readdirSync(path.dirname(full)).filter((name) => pattern.test(name)).map((name) => path.join(path.dirname(full), name)) : [];
        });
        assert.ok(sources.length && sources.every((source) => fs.existsSync(source)), `Dockerfile:${line}: ${keyword} ${list.join(' ')}: source missing`);
        const target = onHost(dest);
        const intoDir = dest.endsWith('/') || dest === '.' || sources.length > 1;
        for (const source of sources) {
          const to = fs.statSync(source).isDirectory() ? target : intoDir ? path.join(target, path.basename(source)) : target;
          const later = finalFromCopies.filter((copy) => copy.line > line);
          const mode = !isFinal || !flags.from ? 'copy' : later.some((copy) => readsAgain(copy, flags.from, source)) ? 'link' : 'move';
          await copyInto(source, to, { mode });
          // --chown to a non-root user: that user is our unprivileged stand-in.
          if (asRoot && flags.chown && !/^(root|0)(:|$)/.test(flags.chown)) await runToEnd(['chown', '-R', `${UNPRIVILEGED.uid}:${UNPRIVILEGED.gid}`, to], { timeoutMs: 60_000 });
        }
      } else if (keyword === 'RUN' && !isFinal) {
        const { flags, rest } = parseFlags(args);
        const step = Date.now();
        const logFile = path.join(logs, `line-${line}.log`);
        const result = await runToEnd(argvOf(parseCommand(rest)), { cwd: onHost('.'), env: { ...state.args, ...state.env }, timeoutMs: 5 * 60_000, logFile });
        assert.equal(result.code, 0, `Dockerfile:${line}: RUN ${rest} failed (exit ${result.code}):\n${tail(result.output)}`);
        t.diagnostic(`RUN ${rest}${Object.keys(flags).length ? ` (ignored: ${Object.keys(flags).map((flag) => `--${flag}`).join(' ')})` : ''}: ${seconds(step)}`);
      }
      // Final-stage RUN (root setup of users/folders), USER, VOLUME, EXPOSE, HEALTHCHECK, CMD:
      // read by describeStage and checked above or applied when the app starts below.
    }
  }

  // 3. The runtime layout holds what the final stage copied, and nothing dev-only.
  const runtimeRoot = roots.get(finalStage.index);
  const appDir = path.join(runtimeRoot, final.workdir);
  const lock = JSON.parse(fs.readFileSync(path.join(context, 'package-lock.json'), 'utf8'));
  const devOnly = Object.entries(lock.packages).filter(([key, meta]) => key.startsWith('node_modules/') && meta.dev).map(([key]) => key);
  const leftovers = devOnly.filter((key) => fs.existsSync(path.join(appDir, key)));
  assert.deepEqual(leftovers.slice(0, 10), [], `dev-only packages in the runtime node_modules (${leftovers.length})`);
  const manifest = JSON.parse(fs.readFileSync(path.join(context, 'package.json'), 'utf8'));
  for (const name of Object.keys(manifest.dependencies ?? {})) assert.ok(fs.existsSync(path.join(appDir, 'node_modules', name)), `runtime has ${name}`);
  for (const source of ['server/src', 'client/src', 'contracts']) assert.ok(!fs.existsSync(path.join(appDir, source)), `runtime holds no ${source} sources`);
  t.diagnostic(`image layout ready: ${seconds(started)}`);

  // 4. Start the CMD as the image would, with the data volume on a temp dir.
  const port = await freePort();
  const imagePort = final.env.PORT ?? '3000';
  const volume = path.join(work, 'volume-data');
  const home = path.join(work, 'home');
  for (const dir of [volume, home]) {
    fs.mkdirSync(dir);
    if (asRoot) fs.chownSync(dir, UNPRIVILEGED.uid, UNPRIVILEGED.gid);
  }
  const imageEnv = {
    PATH: process.env.PATH, HOME: home, ...final.env,
    PORT: String(port), DATA_DIR: volume, SEED_PRODUCTS: '50', HOST: '127.0.0.1',
    // The operator's secret (docker run -e ALTCHA_HMAC_KEY=...): production refuses to start without it.
    ALTCHA_HMAC_KEY: 'docker-test-altcha-key-0123456789abcdef',
  };
  // The operator's choice (issue 27): this run is a demo, so it says so, and gives the shop's address.
  const runtimeEnv = { ...imageEnv, PUBLIC_URL: `http://127.0.0.1:${port}`, TEST_PAYMENTS: 'true' };
  const healthArgv = argvOf(final.healthcheck.command).map((arg) => arg.replaceAll(`:${imagePort}/`, `:${port}/`));
  const healthTimeout = durationMs(final.healthcheck.flags.timeout, 30_000);
  const healthcheck = () => runToEnd(healthArgv, { cwd: appDir, env: runtimeEnv, timeoutMs: healthTimeout, user });

  const before = await healthcheck();
  assert.notEqual(before.code, 0, 'HEALTHCHECK fails while nothing listens');

  const argv = [...(final.entrypoint ? argvOf(final.entrypoint) : []), ...(final.cmd.exec ?? [final.cmd.shell])];
  // Started as built, with no bank and no demo asked for, the image refuses to start and names what is missing.
  const unconfigured = await runToEnd(argv, { cwd: appDir, env: imageEnv, timeoutMs: 60_000, user });
  assert.equal(unconfigured.code, 1, 'the image without PUBLIC_URL and a card provider refuses to start');
  for (const name of ['PUBLIC_URL', 'PAYMENT_PROVIDER_URL', 'TEST_PAYMENTS=true']) assert.match(unconfigured.output, new RegExp(name), `the refusal names ${name}`);
  let output = '';
  server = spawn(argv[0], argv.slice(1), { cwd: appDir, env: runtimeEnv, stdio: ['ignore', 'pipe', 'pipe'], ...user });
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
  const collect = (chunk) => { output = (output + chunk).slice(-50000); };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  const launched = Date.now();

  let healthy = false;
  while (!healthy && Date.now() - launched < 120_000) {
    if (server.exitCode !== null || server.signalCode !== null) assert.fail(`the app exited before it was healthy (${server.exitCode ?? server.signalCode}):\n${tail(output)}`);
    healthy = (await healthcheck()).code === 0;
    if (!healthy) await sleep(500);
  }
  assert.ok(healthy, `HEALTHCHECK did not pass within 120 s:\n${tail(output)}`);
  t.diagnostic(`healthy ${seconds(launched)} after start`);

  const base = `http://127.0.0.1:${port}`;
  let ready;
  for (const until = Date.now() + 60_000; Date.now() < until; await sleep(500)) {
    ready = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(10_000) });
    if (ready.ok) break;
  }
  assert.equal(ready.status, 200, `/api/ready: ${ready.status}\n${tail(output)}`);

  const builtIndex = fs.readFileSync(path.join(appDir, 'dist/client/index.html'), 'utf8');
  const script = /<script[^>]+src="([^"]+)"/.exec(builtIndex)?.[1];
  assert.ok(script, 'the built index.html loads a script');
  const home200 = await fetch(`${base}/`, { signal: AbortSignal.timeout(30_000) });
  assert.equal(home200.status, 200, 'GET /');
  assert.match(home200.headers.get('content-type') ?? '', /text\/html/);
  const html = await home200.text();
  assert.match(html, /<div id="root">/, 'GET / answers the shop\'s index.html');
  assert.ok(html.includes(script), `GET / references ${script}`);
  const asset = await fetch(new URL(script, base), { signal: AbortSignal.timeout(30_000) });
  assert.equal(asset.status, 200, `GET ${script}`);
  await asset.arrayBuffer();

  const stopping = Date.now();
  server.kill('SIGTERM');
  const stopped = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 30_000);
    exited.then((result) => { clearTimeout(timer); resolve(result); });
  });
  assert.ok(stopped, `the app did not exit within 30 s of SIGTERM:\n${tail(output)}`);
  assert.deepEqual(stopped, { code: 0, signal: null }, `SIGTERM ends with exit 0:\n${tail(output)}`);
  t.diagnostic(`stopped ${seconds(stopping)} after SIGTERM; total ${seconds(started)}`);

  // The database lived in the volume, not in the image's folders.
  assert.ok(fs.readdirSync(volume).length > 0, 'the app wrote its data to DATA_DIR');
});
