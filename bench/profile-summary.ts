import { readFileSync } from 'node:fs';

// Summarises a V8 .cpuprofile (node --cpu-prof, or the one 0x records) where a browser is not at hand: the frames with
// the most self time, and the most inclusive time (optionally only frames matching a pattern). Self time is what a
// frame itself costs; inclusive time of a callback-style hook also holds every later hook it calls `next` into.
// Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [frame pattern]   (TOP=n rows, default 40)

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, pattern] = process.argv.slice(2);
if (!file) throw new Error('usage: bench/profile-summary.ts <file.cpuprofile> [frame pattern]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const top = Number(process.env.TOP ?? 40);

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameOf = (node: ProfileNode) => {
  const where = node.callFrame.url
    .replace(/.*node_modules\//, '')
    .replace(/^file:\/\/.*?\/(server|contract|bench)\//, '$1/');
  return `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
};

const timeOfNode = new Map<number, number>();
profile.samples.forEach((id, i) => timeOfNode.set(id, (timeOfNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...timeOfNode.values()].reduce((a, b) => a + b, 0);
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, time] of timeOfNode) {
  const name = nameOf(byId.get(id)!);
  self.set(name, (self.get(name) ?? 0) + time);
  // A recursive frame counts once per sample.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const frame = nameOf(byId.get(at)!);
    if (!seen.has(frame)) inclusive.set(frame, (inclusive.get(frame) ?? 0) + time);
    seen.add(frame);
  }
}

const rows = (times: Map<string, number>) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, time]) => `${((100 * time) / total).toFixed(1).padStart(5)}%  ${name}`)
    .join('\n');
const matching = pattern ? new Map([...inclusive].filter(([name]) => new RegExp(pattern).test(name))) : inclusive;
console.log(
  `${(total / 1000).toFixed(0)} ms sampled\n--- self time\n${rows(self)}\n--- inclusive time\n${rows(matching)}`,
);
