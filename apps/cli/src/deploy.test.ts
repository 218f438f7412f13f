/**
 * Issue 16 §2: the Kubernetes Indexed Job (deploy/k8s/) and the generation workflow
 * (.github/workflows/generate.yml), simulated. No cluster and no runner here, so the test reads
 * the manifests and the workflow with a YAML parser and runs exactly their commands as local
 * processes, in a folder laid out as the image is (Dockerfile: /app with apps/cli/dist and
 * data/puzzles), each with the environment the cluster or the runner would give it
 * (JOB_COMPLETION_INDEX; strategy.job-index and job-total), the volume or the artifacts being
 * local folders. The merged pools must be byte for byte one machine's run of the same seeds.
 *
 * What is replaced, and only that: the run's parameters (a small 6x6 run instead of 16x16 hard,
 * the shard count), the mount point of the volume, and the steps whose id starts with `setup-`
 * (checkout, install, build), which the image folder stands for.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle, runProgram, type CliRun } from './run-cli.test-helper.ts';
import { parse } from 'yaml';

const cliRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(cliRoot, '..', '..');

/** The small run the simulations make (the manifests' own parameters are for the real one). */
const PARAMETERS = { VARIANT: '6x6', LEVEL: 'hard', COUNT: '3', SEED: '41', ATTEMPTS: '400' };

type Run = CliRun;

/** A clean environment: PATH and HOME, nothing of vitest's or tsx's, plus what the caller gives. */
function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: Record<string, string> = {},
  timeoutMs = 300_000,
): Promise<Run> {
  return runProgram({
    command,
    args,
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    timeoutMs,
  });
}

/** Every file below dir (relative path → bytes as text), for byte-for-byte comparison. */
async function snapshot(dir: string, prefix = ''): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of (await readdir(join(dir, prefix), { withFileTypes: true })).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  )) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) Object.assign(out, await snapshot(dir, path));
    else out[path] = await readFile(join(dir, path), 'utf8');
  }
  return out;
}

/** The comparison as people read it: each file with its size and digest, and whether it matched. */
function report(label: string, merged: Record<string, string>, single: Record<string, string>): string {
  const lines = Object.keys(single).map((file) => {
    const digest = createHash('sha256').update(single[file]!).digest('hex').slice(0, 16);
    const same = merged[file] === single[file] ? 'identical' : 'DIFFERENT';
    return `  ${file}  ${single[file]!.length} bytes  sha256 ${digest}…  ${same}`;
  });
  return `${label}\n${lines.join('\n')}`;
}

let work = '';
/** The image's /app: the built bundle and a small base of pools. */
let image = '';

const sudoku = (cwd: string, args: readonly string[]) =>
  run(process.execPath, ['apps/cli/dist/sudoku.js', ...args], cwd);

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'deploy-'));
  image = join(work, 'image');
  const dist = join(image, 'apps', 'cli', 'dist');
  // The bundle the test run built once (vitest.global-setup.ts), copied where the image keeps it.
  await cp(dirname(bundle().main), dist, { recursive: true });
  // The base the shards extend: a few 6x6 puzzles and a 4x4 pool the run leaves alone.
  for (const args of [
    ['generate', '6x6', '2', '--level', 'easy', '--seed', '900', '--out', 'data/puzzles', '--workers', '0', '--quiet'],
    ['generate', '6x6', '1', '--level', 'hard', '--seed', '900', '--out', 'data/puzzles', '--workers', '0', '--quiet'],
    ['generate', '4x4', '2', '--level', 'easy', '--seed', '900', '--out', 'data/puzzles', '--workers', '0', '--quiet'],
  ]) {
    const r = await sudoku(image, args);
    expect(r.stderr).toMatch(/done: full/u);
    expect(r.code).toBe(0);
  }
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** One machine's run of the same seeds, on a copy of the image's pools. */
async function singleRun(): Promise<Record<string, string>> {
  const dir = join(work, `single-${Math.random().toString(36).slice(2)}`);
  await cp(join(image, 'data', 'puzzles'), dir, { recursive: true });
  const r = await sudoku(image, [
    'generate',
    PARAMETERS.VARIANT,
    PARAMETERS.COUNT,
    '--level',
    PARAMETERS.LEVEL,
    '--fill',
    '--seed',
    PARAMETERS.SEED,
    '--attempts',
    PARAMETERS.ATTEMPTS,
    '--out',
    dir,
    '--quiet',
  ]);
  expect(r.code).toBe(0);
  return snapshot(dir);
}

interface Container {
  command: string[];
  env: { name: string; value: string }[];
  workingDir: string;
  volumeMounts: { name: string; mountPath: string }[];
}

async function manifest(file: string): Promise<{ spec: Record<string, unknown>; container: Container }> {
  const job = parse(await readFile(join(repoRoot, 'deploy', 'k8s', file), 'utf8')) as {
    kind: string;
    spec: { template: { spec: { containers: Container[] } } } & Record<string, unknown>;
  };
  expect(job.kind).toBe('Job');
  const [container] = job.spec.template.spec.containers;
  return { spec: job.spec, container: container! };
}

describe('the Kubernetes Indexed Job, simulated', () => {
  it("runs each index as the cluster would, merges, and gives one machine's bytes", async () => {
    const shards = await manifest('shards-job.yaml');
    const merge = await manifest('merge-job.yaml');
    const env = (c: Container) => Object.fromEntries(c.env.map((e) => [e.name, e.value]));
    // The manifest is what the issue asks for, and consistent with itself.
    expect(shards.spec).toMatchObject({ completionMode: 'Indexed', backoffLimitPerIndex: expect.any(Number) });
    expect(Number(env(shards.container).SHARDS)).toBe(shards.spec.completions);
    for (const job of [shards, merge]) {
      expect(job.container.workingDir).toBe('/app');
      expect(env(job.container).OUT_DIR).toBe(job.container.volumeMounts[0]!.mountPath);
    }
    // The cluster with completions: 3 (and SHARDS 3), the volume a local folder.
    const volume = join(work, 'k8s-volume');
    await mkdir(volume);
    const n = 3;
    const shardEnv = { ...env(shards.container), ...PARAMETERS, SHARDS: String(n), OUT_DIR: volume };
    const [program, ...args] = shards.container.command;
    for (let index = 0; index < n; index++) {
      const r = await run(program!, args, image, { ...shardEnv, JOB_COMPLETION_INDEX: String(index) });
      expect(r.stderr, `index ${index}`).toMatch(/done: (?:full|attempts)/u);
      expect(r.code, `index ${index}`).toBe(0);
    }
    // A pod retried on its index (backoffLimitPerIndex) after its shard finished changes nothing.
    const before = await snapshot(join(volume, 'shard-1'));
    const again = await run(program!, args, image, { ...shardEnv, JOB_COMPLETION_INDEX: '1' });
    expect(again.code).toBe(0);
    expect(await snapshot(join(volume, 'shard-1'))).toEqual(before);

    const [mergeProgram, ...mergeArgs] = merge.container.command;
    const merged = await run(mergeProgram!, mergeArgs, image, { ...env(merge.container), OUT_DIR: volume });
    expect(merged.stderr).toBe('');
    expect(merged.code).toBe(0);
    expect(merged.stdout).toMatch(/6x6: 3 shards/u);
    const single = await singleRun();
    const result = await snapshot(join(volume, 'merged'));
    console.log(
      report(
        `k8s Indexed Job, ${n} indexes merged vs one machine (6x6 hard fill ${PARAMETERS.COUNT}, seed ${PARAMETERS.SEED}, attempts ${PARAMETERS.ATTEMPTS}):`,
        result,
        single,
      ),
    );
    expect(result).toEqual(single);
    expect(Object.keys(result)).toEqual(expect.arrayContaining(['index.json', '6x6/hard.json', '4x4/easy.json']));
    // The run did fill the pool (from 1 to COUNT), so the comparison is of new puzzles.
    expect(result['6x6/hard.json']!.match(/"id"/gu)).toHaveLength(Number(PARAMETERS.COUNT));
  });
});

/** Whether a test may start a PID namespace here (`unshare --pid`, root in a container does). */
function canStartPidNamespace(): boolean {
  try {
    execFileSync('unshare', ['--pid', '--fork', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The command line of a process and of its children (Linux /proc), or '' once it is gone. */
async function commandLines(pid: number): Promise<string> {
  try {
    const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8'))
      .split(' ')
      .filter(Boolean)
      .map(Number);
    const own = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
    return [own, ...(await Promise.all(children.map(commandLines)))].join('\n');
  } catch {
    return '';
  }
}

describe('the Kubernetes Indexed Job, a pod evicted', () => {
  // The kubelet sends SIGTERM to the container's PID 1 (the manifest's `sh -c`), SIGKILL after the
  // grace period. PID 1 ignores a signal it has no handler for, so the command must hand PID 1 to node.
  it.skipIf(!canStartPidNamespace())(
    "SIGTERM to the container's PID 1 reaches generate: the shard is saved, exit 143, and the retry finishes it",
    async () => {
      const shards = await manifest('shards-job.yaml');
      const volume = join(work, 'evicted-volume');
      await mkdir(volume);
      // A run slow enough to be cut: 16x16 hard, 15 seeds for this shard.
      const podEnv = {
        ...Object.fromEntries(shards.container.env.map((e) => [e.name, e.value])),
        VARIANT: '16x16',
        LEVEL: 'hard',
        COUNT: '100',
        SEED: '8000000',
        ATTEMPTS: '30',
        SHARDS: '2',
        OUT_DIR: volume,
        JOB_COMPLETION_INDEX: '0',
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
      };
      const [program, ...args] = shards.container.command;
      const pod = spawn('unshare', ['--pid', '--fork', program!, ...args], {
        cwd: image,
        env: podEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      pod.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      const exited = new Promise<number | null>((resolve) => pod.on('close', (code) => resolve(code)));
      // The container's PID 1 is unshare's child; wait until generate runs there, give it time to start.
      let pid1 = 0;
      for (let i = 0; i < 200 && !pid1; i++) {
        await sleep(50);
        const children = await readFile(`/proc/${pod.pid}/task/${pod.pid}/children`, 'utf8').catch(() => '');
        const first = Number(children.split(' ')[0]);
        if (first && (await commandLines(first)).includes('sudoku.js generate')) pid1 = first;
      }
      expect(pid1, 'generate started in the pod').toBeGreaterThan(0);
      // generate takes its folder's lock after its signal handlers are in place: from then on it is at work.
      const lock = join(volume, 'shard-0', '.generate.lock');
      for (
        let i = 0;
        i < 600 &&
        !(await readFile(lock).then(
          () => true,
          () => false,
        ));
        i++
      )
        await sleep(50);
      await sleep(1000);
      process.kill(pid1, 'SIGTERM');
      const guard = setTimeout(() => process.kill(pid1, 'SIGKILL'), 60_000); // the grace period
      const code = await exited;
      clearTimeout(guard);
      expect(code, `the pod's exit (stderr: ${stderr})`).toBe(143);
      const cut = JSON.parse(await readFile(join(volume, 'shard-0', 'shard.json'), 'utf8')) as {
        runs: { attempts: number; stop: string }[];
      };
      expect(cut.runs[0]).toMatchObject({ stop: 'aborted' });
      expect(cut.runs[0]!.attempts).toBeLessThan(15);
      // The retry on the same index: the same command goes on and completes the shard.
      const retry = await run(program!, args, image, podEnv);
      expect(retry.code, retry.stderr).toBe(0);
      const done = JSON.parse(await readFile(join(volume, 'shard-0', 'shard.json'), 'utf8')) as {
        runs: { attempts: number; stop: string }[];
      };
      expect(done.runs[0]).toMatchObject({ stop: 'attempts', attempts: 15 });
    },
  );
});

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  strategy?: { matrix: Record<string, unknown[]> };
  steps: Step[];
}

describe('the CI workflow', () => {
  it("runs the README's test command with the remote cache, on a browser playwright can drive", async () => {
    const readme = await readFile(join(repoRoot, 'README.md'), 'utf8');
    const testCommand = /^(pnpm test)\s+# run every test$/mu.exec(readme)?.[1];
    expect(testCommand, 'the README names its test command').toBe('pnpm test');
    const ci = parse(await readFile(join(repoRoot, '.github', 'workflows', 'ci.yml'), 'utf8')) as {
      jobs: Record<string, { env: Record<string, string>; steps: Step[] }>;
    };
    const [job] = Object.values(ci.jobs);
    const runs = job!.steps.map((s) => s.run?.trim()).filter((r): r is string => r !== undefined);
    expect(runs.at(-1)).toBe(testCommand);
    expect(Object.keys(job!.env)).toEqual(
      expect.arrayContaining(['TURBO_API', 'TURBO_TEAM', 'TURBO_TOKEN', 'TURBO_REMOTE_CACHE_SIGNATURE_KEY']),
    );
    expect(job!.env.TURBO_CACHE).toBe('local:rw,remote:rw');
    // Ubuntu's apt chromium is a snap that cannot open playwright's profile folder: the image's Chrome first.
    const browser = runs.find((r) => /chrom/u.test(r));
    expect(browser).toMatch(/google-chrome[^\n]*CHROMIUM_PATH/u);
  });
});

describe('the generation workflow, simulated', () => {
  it("runs the matrix jobs and the merge as the runner would, and gives one machine's bytes", async () => {
    const workflow = parse(await readFile(join(repoRoot, '.github', 'workflows', 'generate.yml'), 'utf8')) as {
      env: Record<string, string>;
      jobs: Record<string, Job>;
    };
    const shardJob = workflow.jobs.shard!;
    const mergeJob = workflow.jobs.merge!;
    expect(mergeJob.needs).toBe('shard');
    // A matrix of two shards here (the workflow's own has five); the inputs the small run's.
    const matrix = [1, 2];
    expect(shardJob.strategy!.matrix.shard!.length).toBeGreaterThan(1);
    const inputs: Record<string, string> = {
      variant: PARAMETERS.VARIANT,
      level: PARAMETERS.LEVEL,
      count: PARAMETERS.COUNT,
      seed: PARAMETERS.SEED,
      attempts: PARAMETERS.ATTEMPTS,
    };
    const artifacts = join(work, 'artifacts');
    await mkdir(artifacts);

    /** `${{ … }}` as the runner evaluates the few expressions the workflow uses. */
    const evaluate = (text: string, context: Record<string, string>) =>
      String(text).replace(/\$\{\{\s*([\w.-]+)\s*\}\}/gu, (_, name: string) => {
        if (name.startsWith('inputs.')) return inputs[name.slice('inputs.'.length)] ?? '';
        if (name.startsWith('secrets.') || name.startsWith('vars.')) return '';
        if (name in context) return context[name]!;
        throw new Error(`the simulation does not know the expression ${name}`);
      });

    /** One job on a fresh runner: a fresh checkout (the image folder), its steps in order. */
    const runJob = async (job: Job, label: string, context: Record<string, string>) => {
      const checkout = join(work, `runner-${label}`);
      await cp(image, checkout, { recursive: true });
      for (const step of job.steps) {
        if (step.id?.startsWith('setup-')) continue;
        const withs = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, evaluate(v, context)]));
        if (step.uses?.startsWith('actions/upload-artifact@')) {
          await cp(join(checkout, withs.path!), join(artifacts, withs.name!), { recursive: true });
        } else if (step.uses?.startsWith('actions/download-artifact@')) {
          const pattern = new RegExp(`^${withs.pattern!.replace(/\*/gu, '.*')}$`, 'u');
          for (const name of await readdir(artifacts)) {
            if (pattern.test(name))
              await cp(join(artifacts, name), join(checkout, withs.path!, name), { recursive: true });
          }
        } else if (step.run !== undefined) {
          const env: Record<string, string> = {};
          for (const [k, v] of Object.entries({ ...workflow.env, ...step.env })) env[k] = evaluate(v, context);
          const r = await run('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run], checkout, env);
          expect(r.code, `${label} step ${step.id}: ${r.stderr}`).toBe(0);
        } else {
          throw new Error(`the simulation does not know the step ${step.id ?? step.uses}`);
        }
      }
    };

    for (const [index, shard] of matrix.entries()) {
      await runJob(shardJob, `shard-${shard}`, {
        'matrix.shard': String(shard),
        'strategy.job-index': String(index),
        'strategy.job-total': String(matrix.length),
      });
    }
    await runJob(mergeJob, 'merge', {});
    const single = await singleRun();
    const result = await snapshot(join(artifacts, 'merged-pools'));
    console.log(report(`workflow, ${matrix.length} matrix jobs merged vs one machine:`, result, single));
    expect(result).toEqual(single);
    expect(result['6x6/hard.json']!.match(/"id"/gu)).toHaveLength(Number(PARAMETERS.COUNT));
  });
});
