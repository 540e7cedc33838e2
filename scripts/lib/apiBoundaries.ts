// The api's import rules (api/.dependency-cruiser.cjs) plus what dependency-cruiser cannot say by itself:
// no cycle between modules. A file-level cycle check misses A/x → B/index → B/y → A/index → A/z, which is
// still two modules needing each other, so the module graph is checked too.
import path from 'node:path';
import { createRequire } from 'node:module';
import type { ICruiseResult, IConfiguration } from 'dependency-cruiser';

export interface BoundaryReport {
  /** One line per broken rule: "rule: from → to". */
  violations: string[];
  /** Each cycle between modules, as module names in order ("jobs → bids → jobs"). */
  moduleCycles: string[];
}

const MODULE = /^src\/modules\/([^/]+)\//;

/** The modules each module imports (by folder name), from a cruise's resolved dependencies. */
export function moduleGraph(result: ICruiseResult): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of result.modules) {
    const from = MODULE.exec(file.source)?.[1];
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const dependency of file.dependencies) {
      const to = MODULE.exec(dependency.resolved)?.[1];
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every elementary cycle's representative: one per strongly connected component of two or more modules. */
export function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => `${component.join(' ⇄ ')}`);
}

/** Cruises `<apiDir>/src` with `<apiDir>/.dependency-cruiser.cjs` and reports rule breaks and module cycles. */
export async function checkApiBoundaries(apiDir: string): Promise<BoundaryReport> {
  // dependency-cruiser is an ES module only; these scripts run as CommonJS under tsx.
  const { cruise } = await import('dependency-cruiser');
  const require = createRequire(__filename);
  const config = require(path.join(apiDir, '.dependency-cruiser.cjs')) as IConfiguration;
  const previous = process.cwd();
  // dependency-cruiser reports paths relative to the working directory, which the rules' patterns assume.
  process.chdir(apiDir);
  try {
    const { output } = await cruise(['src'], {
      ...config.options,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      tsConfig: { fileName: path.join(apiDir, 'tsconfig.json') },
    });
    const result = output as ICruiseResult;
    const violations = (result.summary.violations ?? []).map(
      (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
    );
    return { violations, moduleCycles: cyclesOf(moduleGraph(result)) };
  } finally {
    process.chdir(previous);
  }
}
