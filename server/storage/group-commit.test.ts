import { describe, expect, it } from 'vitest';
import { batchSteps, runBatch, type BatchStep } from './group-commit.js';

type Work = () => unknown;

/** Runs a batch's steps, recording each (a write as `work <its value or error>`); `failing` names a statement that throws. */
function run(works: Work[], optimistic: boolean, failing?: string): { steps: string[]; outcomes: unknown } {
  const steps: string[] = [];
  const runStep = (step: BatchStep<Work>): unknown => {
    if (typeof step !== 'function') {
      steps.push(step);
      if (step === failing) throw new Error(`${step} failed`);
      return undefined;
    }
    try {
      const value = step();
      steps.push(`work ${String(value)}`);
      return value;
    } catch (error) {
      steps.push(`work threw`);
      throw error;
    }
  };
  try {
    return { steps, outcomes: runBatch(batchSteps(works, optimistic, false), runStep) };
  } catch (error) {
    return { steps, outcomes: (error as Error).message };
  }
}

const ok = (value: number) => () => value;
const refused = () => {
  throw new Error('refused');
};

describe('batchSteps', () => {
  it('commits an optimistic batch once, without savepoints', () => {
    expect(run([ok(1), ok(2)], true)).toEqual({
      steps: ['BEGIN IMMEDIATE', 'first', 'work 1', 'work 2', 'COMMIT'],
      outcomes: [
        { ok: true, value: 1 },
        { ok: true, value: 2 },
      ],
    });
  });

  it('runs a batch again in savepoints when one of several writes throws, and commits the others', () => {
    const { steps, outcomes } = run([ok(1), refused, ok(3)], true);
    expect(steps).toEqual([
      ...['BEGIN IMMEDIATE', 'first', 'work 1', 'work threw', 'ROLLBACK'],
      ...['BEGIN IMMEDIATE', 'first', 'SAVEPOINT write', 'work 1', 'RELEASE write'],
      ...['SAVEPOINT write', 'work threw', 'ROLLBACK TO write', 'RELEASE write'],
      ...['SAVEPOINT write', 'work 3', 'RELEASE write', 'COMMIT'],
    ]);
    expect(outcomes).toEqual([
      { ok: true, value: 1 },
      { ok: false, error: new Error('refused') },
      { ok: true, value: 3 },
    ]);
  });

  it('rolls back a lone write that throws, without running it again', () => {
    expect(run([refused], true).steps).toEqual(['BEGIN IMMEDIATE', 'first', 'work threw', 'ROLLBACK']);
  });

  it('rolls back and fails the whole batch when its COMMIT fails', () => {
    expect(run([ok(1)], false, 'COMMIT')).toEqual({
      steps: ['BEGIN IMMEDIATE', 'first', 'SAVEPOINT write', 'work 1', 'RELEASE write', 'COMMIT', 'ROLLBACK'],
      outcomes: 'COMMIT failed',
    });
  });
});
