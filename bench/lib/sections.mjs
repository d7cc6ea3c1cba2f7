// Which parts of the bench run: BENCH_ONLY=seed,catalogue runs just those (a quick partial run);
// unset runs everything. Unknown names stop the bench before it starts anything.
export const SECTIONS = ['seed', 'throughput', 'catalogue', 'search', 'cart', 'checkout', 'hub', 'load', 'durability', 'faults', 'scale', 'quality', 'lighthouse', 'bundle', 'admin'];

/** The sections to run, as a Set; exits with code 2 on an unknown name. */
export function selectedSections(raw = process.env.BENCH_ONLY) {
  if (raw === undefined || raw.trim() === '') return new Set(SECTIONS);
  const names = raw.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  const unknown = names.filter((name) => !SECTIONS.includes(name));
  if (unknown.length || names.length === 0) {
    console.error(`BENCH_ONLY: unknown section(s) ${unknown.join(', ') || '(none given)'}; choose from ${SECTIONS.join(',')}`);
    process.exit(2);
  }
  return new Set(names);
}

/** Sections that need the built server on the seeded embedded database. */
export const NEEDS_SERVER = ['seed', 'throughput', 'catalogue', 'search', 'cart', 'checkout', 'hub', 'load', 'lighthouse', 'admin'];

/** Sections that also run on the local PostgreSQL. */
export const ON_POSTGRES = ['search', 'cart', 'checkout'];
