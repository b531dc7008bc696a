import fc from 'fast-check';
import { Run, StepFailed } from '../run.ts';
import { logIn, registerMember } from '../steps.ts';
import { curlScript } from './curl-script.ts';
import {
  CreateThread,
  DeleteThread,
  Follow,
  Friend,
  Lock,
  PostStatus,
  Reply,
  SetAbout,
  SetView,
} from './model.ts';
import { initialModel, type Model, type Real } from './state.ts';

/**
 * The exploration phase: random sequences of steps by the model's personas (fast-check's
 * model-based testing), each judged by the model and the authorization matrix, with the whole
 * state read back after every step. Seeded (`--seed`) and time-boxed (`--explore-seconds`); a
 * failing sequence is shrunk to the shortest that still fails, replayed once more to report its
 * steps in the run, and printed as a `curl` script.
 */

export const EXPLORATION = 'exploration';
/** Steps in one sequence at most: long enough for request → accept → unfriend → request again. */
export const MAX_STEPS = 14;

const member = fc.constantFrom('a' as const, 'b' as const);
// Mostly the members, whose steps move the state; now and then a caller the matrix refuses.
const anyone = fc.oneof(
  { arbitrary: member, weight: 4 },
  { arbitrary: fc.constantFrom('guest' as const, 'locked' as const), weight: 1 },
);
const index = fc.nat({ max: 3 });

/** The steps the model allows, each drawn with its arguments; relations, the richest, most often. */
const STEPS = [
  fc
    .tuple(anyone, fc.constantFrom('Explored.', 'Explored again.', 'x'.repeat(1501)))
    .map(([by, text]) => new SetAbout(by, text)),
  fc.tuple(anyone, fc.constantFrom(0, 1, 3, 9)).map(([by, level]) => new SetView(by, level)),
  ...Array.from({ length: 3 }, () =>
    fc
      .tuple(anyone, fc.constantFrom('request' as const, 'accept' as const, 'remove' as const))
      .map(([by, action]) => new Friend(by, action)),
  ),
  ...Array.from({ length: 2 }, () =>
    fc.tuple(anyone, fc.boolean()).map(([by, follow]) => new Follow(by, follow)),
  ),
  fc.tuple(anyone, fc.boolean()).map(([by, empty]) => new PostStatus(by, empty)),
  anyone.map((by) => new CreateThread(by)),
  fc.tuple(member, index).map(([by, i]) => new Reply(by, i)),
  fc.tuple(member, index).map(([by, i]) => new Lock(by, i)),
  fc
    .tuple(fc.constantFrom('staff' as const, 'a' as const), index)
    .map(([by, i]) => new DeleteThread(by, i)),
];

export interface ExploreOptions {
  seconds: number;
  seed: number;
}

export interface Explored {
  sequences: number;
  /** The shrunk failing sequence, its steps in words, and the curl script replaying it. */
  failure?: { steps: string[]; script: string };
}

/** Runs one sequence on fresh members, in a run of its own (its exchanges are the sequence's). */
async function runSequence(
  parent: Run,
  commands: Iterable<fc.AsyncCommand<Model, Real>>,
): Promise<{ run: Run; failed: boolean }> {
  const run = new Run(parent.contract, parent.baseUrl, parent.fixtures);
  const t = run.scenario(EXPLORATION);
  const { accounts, data } = parent.fixtures;
  try {
    const real: Real = {
      t,
      members: { a: await registerMember(t, 'xa'), b: await registerMember(t, 'xb') },
      staff: (await logIn(t, accounts.staff)).access_token,
      locked: (await logIn(t, accounts.terminated)).access_token,
      category: data.forumCategory,
    };
    const model = initialModel();
    for (const command of commands) {
      if (command.check(model)) await command.run(model, real);
    }
  } catch (error) {
    // A failed step fails the sequence; anything else is the kit's own error.
    if (!(error instanceof StepFailed)) throw error;
    return { run, failed: true };
  }
  return { run, failed: false };
}

export async function explore(parent: Run, options: ExploreOptions): Promise<Explored> {
  let sequences = 0;
  // The last sequence that failed: if its shrunk replay passes, the report still says why it failed.
  let lastFailed: Run | undefined;
  const property = fc.asyncProperty(
    fc.commands(STEPS, { maxCommands: MAX_STEPS }),
    async (commands) => {
      sequences += 1;
      const { run, failed } = await runSequence(parent, commands);
      if (failed) lastFailed = run;
      return !failed;
    },
  );
  const budget = options.seconds * 1000;
  // Search for a failure within the budget, then shrink it within as much again.
  const found = await fc.check(property, {
    seed: options.seed,
    numRuns: Number.MAX_SAFE_INTEGER,
    interruptAfterTimeLimit: budget,
    endOnFailure: true,
  });
  if (!found.failed || found.counterexamplePath === null) return { sequences };
  const shrunk = await fc.check(property, {
    seed: options.seed,
    path: found.counterexamplePath,
    numRuns: Number.MAX_SAFE_INTEGER,
    interruptAfterTimeLimit: budget,
  });
  const [commands] = (shrunk.counterexample ?? found.counterexample)!;
  // Replayed once more, so the report holds the shrunk sequence's own steps.
  const replay = await runSequence(parent, commands);
  parent.results.push(...replay.run.results);
  if (!replay.failed) {
    const original = lastFailed?.results.filter((result) => result.failure) ?? [];
    parent.results.push(...original);
    const first = original[0]?.failure;
    parent.results.push({
      scenario: EXPLORATION,
      step: 'the shrunk sequence, replayed',
      operation: '(state)',
      status: null,
      expected: 'the failure again',
      failure: {
        check: 'exploration_replay',
        message:
          `a sequence failed (seed ${options.seed}) but passed when replayed` +
          (first ? `; it failed ${first.check}: ${first.message}` : ''),
      },
      curl: '',
      ms: 0,
    });
  }
  const steps = [...commands].map(String);
  const failed = replay.run.results.find((result) => result.failure)?.failure;
  const about = [
    `The exploration's shortest failing sequence (seed ${options.seed}): ${steps.map((step, i) => `${i + 1}. ${step}`).join('; ')}.`,
    `It fails ${failed ? `${failed.check}: ${failed.message}` : 'no more (see the report)'}.`,
    'Each step is followed by the reads of the state it is judged by.',
  ];
  return {
    sequences,
    failure: {
      steps,
      script: curlScript(replay.run.exchanges, replay.run.id, parent.baseUrl, about),
    },
  };
}
