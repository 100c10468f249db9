import { withDayStage, type DayStage } from './harness.js';
import { machineLoad } from './memory.js';
import { planMixedDay, type PlannedRequest } from './mixed-mix.js';
import { writeDayResult, type DayResult } from './result.js';
import { seedCatalogue } from './seed.js';
import { DAY_SIZES } from './sizes.js';
import { Samples } from './stats.js';
import { paced, timed, type Answer } from './traffic.js';

// The mixed day: a steady mix of what the pages call, on both instances, for DAY_SIZES.mixedSeconds. p99 per route
// group, every non-2xx counted as an error (the target is none), and each instance's RSS after a warm-up against its
// RSS at the end (a leak grows; a warm-up's JIT and caches are not one).

export const MIXED_TARGETS = { errors: 0, rssGrowth: 0.1 };
/** Sign-ins per person in the run at most: the per-account limit is 100 untrusted sign-ins an hour. */
const SIGN_INS_PER_PERSON = 50;
const PASSWORD = 'mixed-day-password-1';

interface Person {
  email: string;
  token: string;
}

interface Catalogue {
  plugins: { id: number; slug: string }[];
}

/** A fresh client address per request that a per-address limit counts (sign-ins, checkouts). */
let nextAddress = 1;
const freshAddress = () => {
  const n = nextAddress++;
  return `172.${16 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}`;
};

async function preparePeople(stage: DayStage, count: number): Promise<Person[]> {
  const people: Person[] = [];
  for (let i = 0; i < count; i++) {
    const email = `mixed-${i}@people.test`;
    const res = await timed(`${stage.instances[i % 2]!.url}/api/register`, {
      json: { email, password: PASSWORD },
      ip: freshAddress(),
    });
    if (res.status !== 201) throw new Error(`person ${i} not registered: ${res.status} ${JSON.stringify(res.body)}`);
    people.push({ email, token: (res.body as { token: string }).token });
  }
  return people;
}

async function send(
  stage: DayStage,
  people: Person[],
  catalogue: Catalogue,
  r: PlannedRequest,
): Promise<{ answers: Answer[]; label: string }> {
  const base = stage.instances[r.instance]!.url;
  const person = people[r.person % people.length]!;
  const plugin = catalogue.plugins[Math.floor(r.item * catalogue.plugins.length)]!;
  switch (r.group) {
    case 'public-read': {
      const path = r.path.replace('{slug}', plugin.slug);
      return { answers: [await timed(`${base}${path}`, { ip: freshAddress() })], label: r.path };
    }
    case 'signed-in-read':
      return { answers: [await timed(`${base}${r.path}`, { token: person.token })], label: r.path };
    case 'admin':
      return { answers: [await timed(`${base}${r.path}`, { token: stage.adminToken })], label: r.path };
    case 'download': {
      const link = await timed(`${base}/api/plugins/${plugin.id}/download`, { method: 'POST', token: person.token });
      if (link.status !== 200) return { answers: [link], label: 'POST /api/plugins/:id/download' };
      const url = (link.body as { downloadUrl: string }).downloadUrl;
      const file = await timed(url.startsWith('http') ? url : `${base}${url}`);
      // One download is both requests: the person waits for the link and then the file.
      return { answers: [{ ...file, ms: link.ms + file.ms }], label: 'POST …/download + GET the file' };
    }
    case 'sign-in':
      return {
        answers: [
          await timed(`${base}/api/auth/login`, {
            json: { username: person.email, password: PASSWORD },
            ip: freshAddress(),
          }),
        ],
        label: 'POST /api/auth/login',
      };
    case 'checkout':
      return {
        answers: [
          await timed(`${base}/api/create-payment-intent`, {
            json: { amount: 5, pluginId: plugin.id, email: `donor-${r.atMs}@people.test` },
            ip: freshAddress(),
          }),
        ],
        label: 'POST /api/create-payment-intent',
      };
  }
}

async function runMix(stage: DayStage, people: Person[], catalogue: Catalogue, plan: PlannedRequest[]) {
  const samples = new Samples();
  const errors: Record<string, number> = {};
  const examples: string[] = [];
  const sent = await paced(
    plan,
    (r) => r.atMs,
    async (r) => {
      const { answers, label } = await send(stage, people, catalogue, r);
      for (const a of answers) {
        samples.add(r.group, a.ms);
        if (a.status >= 200 && a.status < 400) continue;
        errors[`${r.group} ${label} ${a.status}`] = (errors[`${r.group} ${label} ${a.status}`] ?? 0) + 1;
        if (examples.length < 10) examples.push(`${label} → ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
      }
    },
  );
  return {
    groups: samples.summary(),
    errors,
    examples,
    seconds: Number(sent.seconds.toFixed(1)),
    lateStarts: sent.lateStarts,
  };
}

export async function mixedDay(): Promise<DayResult> {
  const loadBefore = machineLoad();
  const { mixedSeconds: seconds, mixedRate: rate } = DAY_SIZES;
  const warmupSeconds = Math.min(30, Math.round(seconds / 4));
  const people = Math.max(40, Math.ceil((rate * seconds * 0.1) / SIGN_INS_PER_PERSON));
  return withDayStage({ stripe: true, beforeStart: (env) => seedCatalogue(env, 50, 10) }, async (stage) => {
    const prepared = await preparePeople(stage, people);
    const list = await timed(`${stage.instances[0]!.url}/api/plugins`);
    const plugins = (list.body as { id: number; slug: string }[]).map((p) => ({ id: p.id, slug: p.slug }));
    if (!plugins.length) throw new Error('the seeded catalogue is empty');
    const catalogue = { plugins };
    await runMix(stage, prepared, catalogue, planMixedDay(rate, warmupSeconds, people, 71));
    const rssStart = stage.rss.now();
    const measured = await runMix(stage, prepared, catalogue, planMixedDay(rate, seconds, people));
    const rssEnd = stage.rss.now();
    const growth = Object.fromEntries(
      Object.keys(rssStart).map((k) => [
        k,
        Number((((rssEnd[k] ?? 0) - (rssStart[k] ?? 0)) / (rssStart[k] || 1)).toFixed(4)),
      ]),
    );
    const errorCount = Object.values(measured.errors).reduce((a, b) => a + b, 0);
    for (const [group, s] of Object.entries(measured.groups))
      console.log(`  ${group}: p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms (${s.count} requests)`);
    return writeDayResult({
      scenario: 'mixed-day',
      description: `${rate} requests/s for ${seconds} s over two instances (after a ${warmupSeconds} s warm-up): 70 % reads, 10 % downloads, 10 % sign-ins, 5 % checkouts, 5 % admin, ${people} people`,
      sizes: { scale: Number(process.env.BENCH_DAY_SCALE ?? 1), seconds, rate, warmupSeconds, people },
      loadBefore,
      figures: { ...measured, rssMb: { afterWarmup: rssStart, end: rssEnd }, rssGrowth: growth },
      targets: [
        {
          name: 'errors',
          target: `${MIXED_TARGETS.errors}`,
          measured: errorCount,
          met: errorCount === MIXED_TARGETS.errors,
        },
        ...Object.entries(growth).map(([k, g]) => ({
          name: `RSS growth of instance ${k.toUpperCase()} (${rssStart[k]} → ${rssEnd[k]} MB)`,
          target: `< ${MIXED_TARGETS.rssGrowth * 100} %`,
          measured: `${(g * 100).toFixed(1)} %`,
          met: g < MIXED_TARGETS.rssGrowth,
        })),
      ],
      // A request that failed is lost work for a person: the run fails loudly, as the wave's lost sign-ups do.
      failures: errorCount ? [`${errorCount} requests failed: ${JSON.stringify(measured.errors)}`] : [],
    });
  });
}
